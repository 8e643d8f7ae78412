import {
  invoiceLabel,
  PAYMENT_METHOD_LABELS,
  taxRowOf,
  type CalendarDay,
  type InvoiceKind,
  type TaxRow,
} from '@workshop/domain';
import { loadAgreement, type Agreement } from '../billing';
import type { Transaction } from '../ports/unit-of-work';
import type { Invoice } from '../records';
import { notification } from './notification';
import type { ProjectDetails } from './project';

/** A line of the quote an invoice bills, as signed. */
export interface BilledLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly amountCents: number;
}

/** The quote an invoice bills: its lines as signed, its tax and its total. */
export interface BilledQuote {
  readonly lines: readonly BilledLine[];
  readonly subtotalCents: number;
  /** The tax charged, or why there is none; null for a quote of one figure. */
  readonly tax: TaxRow | null;
  readonly totalCents: number;
}

/** An invoice as its PDF and email print it: only what was so when it was issued. */
export interface InvoiceDocument {
  readonly fileName: string;
  readonly label: string;
  readonly kind: InvoiceKind;
  readonly projectId: number;
  readonly customerName: string;
  readonly furnitureType: string | null;
  readonly quoteVersion: number;
  /** What it bills: "50% deposit on quote v2, total $6,466.00". */
  readonly description: string;
  readonly amountCents: number;
  readonly currency: string;
  /** ISO 8601, for the PDF's own date. */
  readonly issuedAt: string;
  readonly issuedOn: CalendarDay;
  readonly dueOn: CalendarDay;
  readonly payeeName: string;
  readonly payeeAddress: string;
  readonly paymentInstructions: string;
  /** null when the agreement it bills can no longer be read. */
  readonly quote: BilledQuote | null;
  /** Payments received before it was issued, oldest first. */
  readonly paidBefore: readonly {
    readonly paidOn: CalendarDay;
    readonly amountCents: number;
    readonly method: string;
  }[];
  readonly paidToDateCents: number;
  /** What is left of the quote's total once this invoice is paid. */
  readonly balanceAfterCents: number | null;
}

export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) =>
  `invoice-${invoiceLabel(invoice.number)}.pdf`;

function billedQuote(agreement: Agreement | null): BilledQuote | null {
  const totals = agreement?.totals;
  if (!agreement || !totals) return null;
  return {
    lines: totals.lines
      .filter((line) => line.included)
      .map(({ description, quantity, unitPriceCents, amountCents }) => ({
        description,
        quantity,
        unitPriceCents,
        amountCents,
      })),
    subtotalCents: totals.subtotalCents,
    tax: taxRowOf(agreement.version, totals),
    totalCents: totals.totalCents,
  };
}

/** The invoice as issued: the quote as signed and the payments made before it. */
export async function loadInvoiceDocument(
  tx: Pick<Transaction, 'quotes' | 'payments'>,
  invoice: Invoice,
  project: Pick<ProjectDetails, 'fullName' | 'furnitureType'>,
): Promise<InvoiceDocument> {
  const [agreement, payments] = await Promise.all([
    loadAgreement(tx, invoice.requestId),
    tx.payments.listByProject(invoice.requestId),
  ]);
  const issued = invoice.issuedAt.getTime();
  const before = payments.filter(
    (payment) =>
      payment.recordedAt.getTime() <= issued &&
      (payment.voidedAt === null || payment.voidedAt.getTime() > issued),
  );
  const paidToDateCents = before.reduce((total, payment) => total + payment.amountCents, 0);
  const quote = billedQuote(agreement);
  return {
    fileName: invoiceFileName(invoice),
    label: invoiceLabel(invoice.number),
    kind: invoice.kind,
    projectId: invoice.requestId,
    customerName: project.fullName,
    furnitureType: project.furnitureType,
    quoteVersion: invoice.quoteVersion,
    description: invoice.description,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt.toISOString(),
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    payeeName: invoice.payeeName,
    payeeAddress: invoice.payeeAddress,
    paymentInstructions: invoice.paymentInstructions,
    quote,
    paidBefore: before.map((payment) => ({
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      method: PAYMENT_METHOD_LABELS[payment.method],
    })),
    paidToDateCents,
    balanceAfterCents: quote
      ? Math.max(0, quote.totalCents - paidToDateCents - invoice.amountCents)
      : null,
  };
}

export interface InvoiceData extends ProjectDetails {
  readonly invoice: InvoiceDocument;
}

/** The invoice and the project it belongs to, or null when either is gone. */
export async function loadInvoiceData(
  tx: Transaction,
  project: (requestId: number) => Promise<{ details: ProjectDetails } | null>,
  requestId: number,
  invoiceId: number,
): Promise<InvoiceData | null> {
  const [loaded, invoice] = await Promise.all([
    project(requestId),
    tx.invoices.find(requestId, invoiceId),
  ]);
  if (!loaded || !invoice) return null;
  return { ...loaded.details, invoice: await loadInvoiceDocument(tx, invoice, loaded.details) };
}

/** A new invoice (the deposit on approval, the balance on completion), its PDF attached. */
export const invoiceIssued = notification<'InvoiceIssued', InvoiceData>({
  answers: 'InvoiceIssued',
  title: 'Invoice',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const data = await loadInvoiceData(tx, project, event.requestId, event.invoiceId);
    return data ? { to: loaded.customerEmail, build: async () => data } : null;
  },
});
