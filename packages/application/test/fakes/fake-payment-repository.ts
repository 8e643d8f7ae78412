import type { NewPayment, Payment, PaymentRepository } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakePaymentRepository implements PaymentRepository {
  constructor(private readonly store: InMemoryStore) {}

  async record(payment: NewPayment): Promise<Payment> {
    const { tables } = this.store;
    if (!tables.requests.some((row) => row.id === payment.requestId)) {
      throw new Error(`foreign key: payments.request_id ${payment.requestId}`);
    }
    const row: Payment = {
      ...copy(payment),
      id: this.store.nextId('payments'),
      voidedAt: null,
      voidedBy: null,
      voidReason: null,
    };
    tables.payments.push(row);
    return copy(row);
  }

  async listByProject(requestId: number): Promise<Payment[]> {
    return this.store.tables.payments
      .filter((row) => row.requestId === requestId)
      .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.id - b.id)
      .map(copy);
  }

  async listByProjects(requestIds: readonly number[]): Promise<Payment[]> {
    const wanted = new Set(requestIds);
    return this.store.tables.payments
      .filter((row) => wanted.has(row.requestId))
      .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.id - b.id)
      .map(copy);
  }

  async find(requestId: number, paymentId: number): Promise<Payment | null> {
    const row = this.store.tables.payments.find(
      (payment) => payment.requestId === requestId && payment.id === paymentId,
    );
    return row ? copy(row) : null;
  }

  async void(
    paymentId: number,
    voiding: { readonly by: string; readonly reason: string; readonly at: Date },
  ): Promise<Payment | null> {
    const table = this.store.tables.payments;
    const index = table.findIndex((row) => row.id === paymentId && row.voidedAt === null);
    const existing = table[index];
    if (!existing) return null;
    table[index] = {
      ...existing,
      voidedAt: copy(voiding.at),
      voidedBy: voiding.by,
      voidReason: voiding.reason,
    };
    return copy(table[index]);
  }
}
