import { invoiceLabel, type InvoiceKind } from '@workshop/domain';
import type { Transaction } from '../ports/unit-of-work';
import type { Invoice } from '../records';
import { notification } from './notification';
import type { ProjectDetails } from './project';

/** An invoice as its PDF prints it: only what it said when issued. */
export interface InvoiceDocument {
  readonly fileName: string;
  readonly label: string;
  readonly kind: InvoiceKind;
  readonly projectId: number;
  readonly customerName: string;
  readonly furnitureType: string | null;
  readonly quoteVersion: number;
  readonly amountCents: number;
  readonly currency: string;
  /** ISO 8601: the email's data stays plain JSON. */
  readonly issuedAt: string;
  readonly dueAt: string;
  readonly payeeName: string;
  readonly payeeAddress: string;
  readonly paymentInstructions: string;
}

export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) =>
  `invoice-${invoiceLabel(invoice.number)}.pdf`;

export function invoiceDocument(
  invoice: Invoice,
  project: Pick<ProjectDetails, 'fullName' | 'furnitureType'>,
): InvoiceDocument {
  return {
    fileName: invoiceFileName(invoice),
    label: invoiceLabel(invoice.number),
    kind: invoice.kind,
    projectId: invoice.requestId,
    customerName: project.fullName,
    furnitureType: project.furnitureType,
    quoteVersion: invoice.quoteVersion,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt.toISOString(),
    payeeName: invoice.payeeName,
    payeeAddress: invoice.payeeAddress,
    paymentInstructions: invoice.paymentInstructions,
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
  return { ...loaded.details, invoice: invoiceDocument(invoice, loaded.details) };
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
