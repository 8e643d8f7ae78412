import { formatCents } from '../quote/firm-price';
import { addDays, dayStart, workshopDay, type CalendarDay } from '../workshop/calendar';

/**
 * What a project owes and has paid, from its invoices and payments. Money is whole cents; a
 * voided payment still exists (who voided it and why is kept) but counts for nothing.
 */
export const INVOICE_KINDS = ['deposit', 'balance'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Days a customer has to pay an invoice: two weeks leaves time for a bank transfer or a
 * mailed cheque to arrive, and the workshop buys no wood for a piece before its deposit is in.
 */
export const INVOICE_DUE_DAYS = 14;

export interface InvoiceAmount {
  readonly number: number;
  readonly amountCents: number;
}

export interface PaymentAmount {
  readonly amountCents: number;
  readonly voidedAt: Date | null;
}

export interface Account {
  /** What the agreement costs; null when the accepted quote had no firm price. */
  readonly priceCents: number | null;
  readonly invoicedCents: number;
  readonly paidCents: number;
  /** Invoiced and not paid yet. */
  readonly dueCents: number;
  /** What is left to pay of the whole price (of the invoices when there is no price). */
  readonly balanceCents: number;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, cents) => total + cents, 0);

export const paidCentsOf = (payments: readonly PaymentAmount[]): number =>
  sum(payments.filter((payment) => payment.voidedAt === null).map((p) => p.amountCents));

export function accountOf(
  priceCents: number | null,
  invoices: readonly InvoiceAmount[],
  payments: readonly PaymentAmount[],
): Account {
  const invoicedCents = sum(invoices.map((invoice) => invoice.amountCents));
  const paidCents = paidCentsOf(payments);
  return {
    priceCents,
    invoicedCents,
    paidCents,
    dueCents: Math.max(0, invoicedCents - paidCents),
    balanceCents: Math.max(0, (priceCents ?? invoicedCents) - paidCents),
  };
}

/**
 * How much of each invoice is paid: payments settle the oldest invoice first, whatever
 * invoice a payment was recorded against, so a deposit paid in two parts is paid.
 */
export function invoicePaidCents(
  invoices: readonly InvoiceAmount[],
  payments: readonly PaymentAmount[],
): ReadonlyMap<number, number> {
  let left = paidCentsOf(payments);
  const paid = new Map<number, number>();
  for (const invoice of [...invoices].sort((a, b) => a.number - b.number)) {
    const share = Math.min(invoice.amountCents, left);
    paid.set(invoice.number, share);
    left -= share;
  }
  return paid;
}

/** The day an invoice issued at `issuedAt` is due: INVOICE_DUE_DAYS on the workshop's calendar. */
export function invoiceDueOn(issuedAt: Date): CalendarDay {
  return addDays(workshopDay(issuedAt), INVOICE_DUE_DAYS);
}

/** The first moment an invoice due on `dueOn` is overdue: the midnight after its due day. */
export function overdueFrom(dueOn: CalendarDay): Date {
  return dayStart(addDays(dueOn, 1));
}

/** When an unpaid invoice is reminded of: the morning of its due day, at the workshop. */
export function dueDayReminderAt(dueOn: CalendarDay): Date {
  return new Date(dayStart(dueOn).getTime() + 10 * 60 * 60 * 1000);
}

/** What an invoice bills, in a line: "50% deposit on quote v2, total $6,466.00". */
export function invoiceDescription(
  kind: InvoiceKind,
  quote: { readonly version: number; readonly totalCents: number; readonly depositPercent: number },
  currency: string,
): string {
  const total = `quote v${quote.version}, total ${formatCents(quote.totalCents, currency)}`;
  return kind === 'deposit'
    ? `${quote.depositPercent}% deposit on ${total}`
    : `Balance of ${total}`;
}

/** An invoice's number as printed: "INV-0042". */
export const invoiceLabel = (number: number): string => `INV-${String(number).padStart(4, '0')}`;

/** What a payment of `amountCents` would leave, or why it is refused: more than is left. */
export const OVERPAYMENT_MESSAGE = (leftCents: string) =>
  `This payment is more than the ${leftCents} left to pay`;
export const NOTHING_TO_PAY_MESSAGE = 'This project has no invoice to pay yet';

/** Money as a sentence says it: "$2,825" for whole amounts, "$2,825.50" otherwise. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
