import type { Invoice, NewInvoice } from '../records';

/** Invoices: written once, never changed (the table refuses an UPDATE). */
export interface InvoiceRepository {
  /** Writes the invoice under the next number, taken in the caller's transaction. */
  issue(invoice: NewInvoice): Promise<Invoice>;
  /** The project's invoices, oldest number first. */
  listByProject(requestId: number): Promise<Invoice[]>;
  /** The invoices of several projects in one read (a page of the list), oldest number first. */
  listByProjects(requestIds: readonly number[]): Promise<Invoice[]>;
  find(requestId: number, invoiceId: number): Promise<Invoice | null>;
  /** Deposits due before `now` whose project has paid less than the deposit; oldest due first. */
  listOverdueDeposits(now: Date): Promise<Invoice[]>;
}
