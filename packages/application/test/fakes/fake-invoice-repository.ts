import type { Invoice, InvoiceRepository, NewInvoice } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeInvoiceRepository implements InvoiceRepository {
  constructor(private readonly store: InMemoryStore) {}

  async issue(invoice: NewInvoice): Promise<Invoice> {
    const { tables } = this.store;
    if (!tables.requests.some((row) => row.id === invoice.requestId)) {
      throw new Error(`foreign key: invoices.request_id ${invoice.requestId}`);
    }
    if (
      tables.invoices.some(
        (row) => row.requestId === invoice.requestId && row.kind === invoice.kind,
      )
    ) {
      throw new Error(`unique: invoices (request_id, kind) ${invoice.requestId} ${invoice.kind}`);
    }
    // Like the counter row: part of the snapshot, so a rollback gives the number back.
    tables.lastInvoiceNumber += 1;
    const row: Invoice = {
      ...copy(invoice),
      id: this.store.nextId('invoices'),
      number: tables.lastInvoiceNumber,
    };
    tables.invoices.push(row);
    return copy(row);
  }

  async listByProject(requestId: number): Promise<Invoice[]> {
    return this.store.tables.invoices
      .filter((row) => row.requestId === requestId)
      .sort((a, b) => a.number - b.number)
      .map(copy);
  }

  async listByProjects(requestIds: readonly number[]): Promise<Invoice[]> {
    const wanted = new Set(requestIds);
    return this.store.tables.invoices
      .filter((row) => wanted.has(row.requestId))
      .sort((a, b) => a.number - b.number)
      .map(copy);
  }

  async find(requestId: number, invoiceId: number): Promise<Invoice | null> {
    const row = this.store.tables.invoices.find(
      (invoice) => invoice.requestId === requestId && invoice.id === invoiceId,
    );
    return row ? copy(row) : null;
  }

  async listOverdueDeposits(now: Date): Promise<Invoice[]> {
    const { invoices, payments } = this.store.tables;
    const paid = (requestId: number) =>
      payments
        .filter((payment) => payment.requestId === requestId && payment.voidedAt === null)
        .reduce((total, payment) => total + payment.amountCents, 0);
    return invoices
      .filter(
        (row) =>
          row.kind === 'deposit' &&
          row.overdueFrom.getTime() <= now.getTime() &&
          row.amountCents > paid(row.requestId),
      )
      .sort((a, b) => a.overdueFrom.getTime() - b.overdueFrom.getTime() || a.id - b.id)
      .map(copy);
  }
}
