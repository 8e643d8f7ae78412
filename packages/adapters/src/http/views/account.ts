import type { ProjectAccount } from '@workshop/application';
import { iso, isoOrNull, type Schema } from '../answers';

/** The account's sums, as the full account and a card's summary both show them. */
const sumsOf = ({ currency, account }: ProjectAccount) => ({
  currency,
  priceCents: account.priceCents,
  invoicedCents: account.invoicedCents,
  paidCents: account.paidCents,
  dueCents: account.dueCents,
  balanceCents: account.balanceCents,
});

/** A project's account, field by field. */
export function accountView(project: ProjectAccount): Schema<'ProjectAccount'> {
  const { invoices, payments } = project;
  return {
    ...sumsOf(project),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.label,
      kind: invoice.kind,
      quoteVersion: invoice.quoteVersion,
      description: invoice.description,
      amountCents: invoice.amountCents,
      paidCents: invoice.paidCents,
      issuedAt: iso(invoice.issuedAt),
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      recordedBy: payment.recordedBy,
      recordedAt: iso(payment.recordedAt),
      voidedAt: isoOrNull(payment.voidedAt),
      voidedBy: payment.voidedBy,
      voidReason: payment.voidReason,
    })),
  };
}

/**
 * What a card of the workshop's list shows of an account: the sums and the oldest invoice not
 * fully paid (payments settle the oldest first), without the invoices and payments themselves.
 */
export function accountSummaryView(project: ProjectAccount): Schema<'AccountSummary'> {
  const { invoices } = project;
  const open = invoices.find((invoice) => invoice.paidCents < invoice.amountCents);
  return {
    ...sumsOf(project),
    invoiceCount: invoices.length,
    openInvoice: open
      ? {
          kind: open.kind,
          amountCents: open.amountCents,
          paidCents: open.paidCents,
          dueOn: open.dueOn,
        }
      : null,
  };
}
