import {
  accountOf,
  addressLine,
  DEFAULT_WORKSHOP_PROFILE,
  dueDayReminderAt,
  invoiceDescription,
  invoiceDueOn,
  invoiceLabel,
  invoicePaidCents,
  overdueFrom,
  versionTotals,
  workshopDay,
  type Account,
  type InvoiceKind,
  type QuoteTotals,
} from '@workshop/domain';
import type { Transaction } from './ports/unit-of-work';
import type { Invoice, Payment, QuoteAcceptance, QuoteVersion } from './records';

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

/** What was signed: the version, its acceptance and every figure as signed. */
export interface Agreement {
  readonly version: QuoteVersion;
  readonly acceptance: QuoteAcceptance;
  /** null when the version named no firm price (a range in words). */
  readonly totals: QuoteTotals | null;
}

export async function loadAgreement(
  db: Pick<Transaction, 'quotes'>,
  requestId: number,
): Promise<Agreement | null> {
  const acceptance = await db.quotes.findAcceptance(requestId);
  if (!acceptance) return null;
  const version = await db.quotes.findVersion(requestId, acceptance.version);
  if (!version) return null;
  return { version, acceptance, totals: versionTotals(version, acceptance.chosenLines) };
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
  const [agreement, invoices, payments, profile] = await Promise.all([
    loadAgreement(db, requestId),
    db.invoices.listByProject(requestId),
    db.payments.listByProject(requestId),
    currentProfile(db),
  ]);
  return accountFrom(agreement?.totals?.totalCents ?? null, invoices, payments, profile.currency);
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
    readonly totals: QuoteTotals;
  },
  now: Date,
): Promise<Invoice> {
  const profile = await currentProfile(tx);
  const dueOn = invoiceDueOn(now);
  const { totals, ...invoiceFields } = fields;
  const invoice = await tx.invoices.issue({
    ...invoiceFields,
    currency: profile.currency,
    issuedAt: now,
    issuedOn: workshopDay(now),
    dueOn,
    overdueFrom: overdueFrom(dueOn),
    description: invoiceDescription(
      fields.kind,
      { version: fields.quoteVersion, ...totals },
      profile.currency,
    ),
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
 * On approval: the deposit the signed total asks, if it has a firm price and a deposit above
 * zero. An unpaid deposit is reminded of once, on the morning of its due day.
 */
export async function issueDepositInvoice(
  tx: Transaction,
  requestId: number,
  signed: { readonly version: number; readonly totals: QuoteTotals | null },
  now: Date,
): Promise<Invoice | null> {
  const { totals } = signed;
  if (!totals || totals.depositCents <= 0) return null;
  const invoice = await issue(
    tx,
    {
      requestId,
      quoteVersion: signed.version,
      kind: 'deposit',
      amountCents: totals.depositCents,
      totals,
    },
    now,
  );
  await tx.outbox.schedule(
    { type: 'DepositReminderDue', requestId, invoiceId: invoice.id },
    { at: dueDayReminderAt(invoice.dueOn), key: `deposit-reminder:${requestId}` },
    now,
  );
  return invoice;
}

/** On completion: the rest of the signed total, what the invoices so far did not ask. */
export async function issueBalanceInvoice(
  tx: Transaction,
  requestId: number,
  now: Date,
): Promise<Invoice | null> {
  const agreement = await loadAgreement(tx, requestId);
  const totals = agreement?.totals;
  if (!agreement || !totals) return null;
  const invoiced = (await tx.invoices.listByProject(requestId)).reduce(
    (total, invoice) => total + invoice.amountCents,
    0,
  );
  const amountCents = totals.totalCents - invoiced;
  if (amountCents <= 0) return null;
  return issue(
    tx,
    { requestId, quoteVersion: agreement.version.version, kind: 'balance', amountCents, totals },
    now,
  );
}
