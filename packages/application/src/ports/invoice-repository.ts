import type { Invoice, NewInvoice } from '../records';

/** Invoices: written once, never changed (the table refuses an UPDATE). */
export interface InvoiceRepository {
  /** Writes the invoice under the next number, taken in the caller's transaction. */
  issue(invoice: NewInvoice): Promise<Invoice>;
  /** The project's invoices, oldest number first. */
  listByProject(requestId: number): Promise<Invoice[]>;
  find(requestId: number, invoiceId: number): Promise<Invoice | null>;
  /** Deposits due before `now` whose project has paid less than the deposit; oldest due first. */
  listOverdueDeposits(now: Date): Promise<Invoice[]>;
}
