import {
  accountOf,
  addressLine,
  DEFAULT_WORKSHOP_PROFILE,
  invoiceDueAt,
  invoiceLabel,
  invoicePaidCents,
  splitPrice,
  type Account,
  type InvoiceKind,
} from '@workshop/domain';
import type { Transaction } from './ports/unit-of-work';
import type { Invoice, Payment } from './records';

/** An invoice with how much of it is paid now (payments settle the oldest invoice first). */
export interface InvoiceState extends Invoice {
  readonly label: string;
  readonly paidCents: number;
}

/** A project's money: its invoices, every payment (voided ones too) and the sums. */
export interface ProjectAccount {
  readonly currency: string;
  readonly account: Account;
  readonly invoices: readonly InvoiceState[];
  readonly payments: readonly Payment[];
}

type Billing = Pick<Transaction, 'quotes' | 'invoices' | 'payments' | 'workshopProfile'>;

/** The accepted version's firm price, or null (no acceptance, or a range or text amount). */
async function agreedPrice(db: Pick<Transaction, 'quotes'>, requestId: number) {
  const acceptance = await db.quotes.findAcceptance(requestId);
  if (!acceptance) return null;
  return db.quotes.findVersion(requestId, acceptance.version);
}

async function currentProfile(db: Pick<Transaction, 'workshopProfile'>) {
  return (await db.workshopProfile.current())?.document ?? DEFAULT_WORKSHOP_PROFILE;
}

/** The one reckoning of an account, for one project or for a page of them. */
function accountFrom(
  priceCents: number | null,
  invoices: readonly Invoice[],
  payments: readonly Payment[],
  workshopCurrency: string,
): ProjectAccount {
  const paid = invoicePaidCents(invoices, payments);
  return {
    currency: invoices[0]?.currency ?? workshopCurrency,
    account: accountOf(priceCents, invoices, payments),
    invoices: invoices.map((invoice) => ({
      ...invoice,
      label: invoiceLabel(invoice.number),
      paidCents: paid.get(invoice.number) ?? 0,
    })),
    payments,
  };
}

export async function loadAccount(db: Billing, requestId: number): Promise<ProjectAccount> {
  const [quote, invoices, payments, profile] = await Promise.all([
    agreedPrice(db, requestId),
    db.invoices.listByProject(requestId),
    db.payments.listByProject(requestId),
    currentProfile(db),
  ]);
  return accountFrom(quote?.priceCents ?? null, invoices, payments, profile.currency);
}

/**
 * The accounts of several projects (a page of the workshop's list) in four reads whatever their
 * number, reckoned as loadAccount reckons one, so a card's line and its panel never disagree.
 */
export async function loadAccounts(
  db: Billing,
  requestIds: readonly number[],
): Promise<ReadonlyMap<number, ProjectAccount>> {
  if (requestIds.length === 0) return new Map();
  const [prices, invoices, payments, profile] = await Promise.all([
    db.quotes.acceptedPrices(requestIds),
    db.invoices.listByProjects(requestIds),
    db.payments.listByProjects(requestIds),
    currentProfile(db),
  ]);
  const of = <T extends { readonly requestId: number }>(rows: readonly T[], id: number) =>
    rows.filter((row) => row.requestId === id);
  return new Map(
    requestIds.map((id) => [
      id,
      accountFrom(prices.get(id) ?? null, of(invoices, id), of(payments, id), profile.currency),
    ]),
  );
}

/**
 * Issues an invoice in the caller's transaction, with the workshop's name, address and payment
 * instructions as they read now (the invoice keeps them), and records it for its email.
 */
async function issue(
  tx: Transaction,
  fields: {
    readonly requestId: number;
    readonly quoteVersion: number;
    readonly kind: InvoiceKind;
    readonly amountCents: number;
  },
  now: Date,
): Promise<Invoice> {
  const profile = await currentProfile(tx);
  const invoice = await tx.invoices.issue({
    ...fields,
    currency: profile.currency,
    issuedAt: now,
    dueAt: invoiceDueAt(now),
    payeeName: profile.name,
    payeeAddress: addressLine(profile),
    paymentInstructions: profile.paymentInstructions,
  });
  await tx.outbox.add(
    [{ type: 'InvoiceIssued', requestId: fields.requestId, invoiceId: invoice.id }],
    now,
  );
  return invoice;
}

/**
 * On approval: the deposit the accepted version asks, if it has a firm price and a deposit
 * above zero. An unpaid deposit is reminded of once, on its due date.
 */
export async function issueDepositInvoice(
  tx: Transaction,
  requestId: number,
  quote: {
    readonly version: number;
    readonly priceCents: number | null;
    readonly depositPercent: number | null;
  },
  now: Date,
): Promise<Invoice | null> {
  if (quote.priceCents === null || !quote.depositPercent) return null;
  const amountCents = splitPrice(quote.priceCents, quote.depositPercent).depositCents;
  if (amountCents <= 0) return null;
  const invoice = await issue(
    tx,
    { requestId, quoteVersion: quote.version, kind: 'deposit', amountCents },
    now,
  );
  await tx.outbox.schedule(
    { type: 'DepositReminderDue', requestId, invoiceId: invoice.id },
    { at: invoice.dueAt, key: `deposit-reminder:${requestId}` },
    now,
  );
  return invoice;
}

/** On completion: the rest of the firm price, what the invoices so far did not ask. */
export async function issueBalanceInvoice(
  tx: Transaction,
  requestId: number,
  now: Date,
): Promise<Invoice | null> {
  const quote = await agreedPrice(tx, requestId);
  if (quote?.priceCents == null) return null;
  const invoiced = (await tx.invoices.listByProject(requestId)).reduce(
    (total, invoice) => total + invoice.amountCents,
    0,
  );
  const amountCents = quote.priceCents - invoiced;
  if (amountCents <= 0) return null;
  return issue(tx, { requestId, quoteVersion: quote.version, kind: 'balance', amountCents }, now);
}
