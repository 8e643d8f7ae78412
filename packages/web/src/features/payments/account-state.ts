import { formatCents } from '@workshop/domain';
import type { AccountSummary, Invoice, ProjectAccount } from '../../api/payments';
import { formatDay } from '../../lib/dates';

export const INVOICE_KIND_LABELS: Readonly<Record<Invoice['kind'], string>> = {
  deposit: 'Deposit',
  balance: 'Balance',
};

/** The oldest invoice not fully paid: payments settle the oldest first. */
export function unpaidInvoice(account: ProjectAccount): Invoice | undefined {
  return account.invoices.find((invoice) => invoice.paidCents < invoice.amountCents);
}

/** What is left on an invoice, and by when: "deposit of $2,825.00 due by Dec 10, 2026". */
export function invoiceOwed(invoice: Invoice, currency: string): string {
  const left = formatCents(invoice.amountCents - invoice.paidCents, currency);
  return `${invoice.kind} of ${left} due by ${formatDay(invoice.dueOn)}`;
}

/** The account in a line, as the workshop reads it on a card; null before any invoice. */
export function accountLine(account: AccountSummary): string | null {
  if (account.invoiceCount === 0) return null;
  const money = (cents: number) => formatCents(cents, account.currency);
  const open = account.openInvoice;
  if (open) {
    const left = money(open.amountCents - open.paidCents);
    return `${INVOICE_KIND_LABELS[open.kind]} ${left} unpaid, due ${formatDay(open.dueOn)}`;
  }
  if (account.balanceCents > 0) {
    return `Deposit paid · balance ${money(account.balanceCents)} on completion`;
  }
  return 'Paid in full';
}
