import type { NewPayment, Payment, PaymentRepository } from '@workshop/application';
import type { PaymentMethod } from '@workshop/domain';
import type { Knex } from 'knex';

interface PaymentRow {
  id: number;
  request_id: number;
  invoice_id: number | null;
  /** bigint: pg answers it as text. */
  amount_cents: string;
  /** Read as text (YYYY-MM-DD): a date column would become a Date at local midnight. */
  paid_on: string;
  method: PaymentMethod;
  reference: string | null;
  recorded_by: string;
  recorded_at: Date;
  voided_at: Date | null;
  voided_by: string | null;
  void_reason: string | null;
}

const COLUMNS = [
  'id',
  'request_id',
  'invoice_id',
  'amount_cents',
  'paid_on::text AS paid_on',
  'method',
  'reference',
  'recorded_by',
  'recorded_at',
  'voided_at',
  'voided_by',
  'void_reason',
];

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  requestId: row.request_id,
  invoiceId: row.invoice_id,
  amountCents: Number(row.amount_cents),
  paidOn: row.paid_on,
  method: row.method,
  reference: row.reference,
  recordedBy: row.recorded_by,
  recordedAt: row.recorded_at,
  voidedAt: row.voided_at,
  voidedBy: row.voided_by,
  voidReason: row.void_reason,
});

export class KnexPaymentRepository implements PaymentRepository {
  constructor(private readonly db: Knex) {}

  async record(payment: NewPayment): Promise<Payment> {
    const [row] = await this.db('payments')
      .insert({
        request_id: payment.requestId,
        invoice_id: payment.invoiceId,
        amount_cents: payment.amountCents,
        paid_on: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        recorded_by: payment.recordedBy,
        recorded_at: payment.recordedAt,
      })
      .returning<PaymentRow[]>(COLUMNS.map((column) => this.db.raw(column)));
    if (!row) throw new Error('INSERT INTO payments returned no row');
    return toPayment(row);
  }

  async listByProject(requestId: number): Promise<Payment[]> {
    const rows = await this.db('payments')
      .where({ request_id: requestId })
      .orderBy([{ column: 'recorded_at' }, { column: 'id' }])
      .select<PaymentRow[]>(COLUMNS.map((column) => this.db.raw(column)));
    return rows.map(toPayment);
  }

  async listByProjects(requestIds: readonly number[]): Promise<Payment[]> {
    if (requestIds.length === 0) return [];
    const rows = await this.db('payments')
      .whereIn('request_id', requestIds)
      .orderBy([{ column: 'recorded_at' }, { column: 'id' }])
      .select<PaymentRow[]>(COLUMNS.map((column) => this.db.raw(column)));
    return rows.map(toPayment);
  }

  async find(requestId: number, paymentId: number): Promise<Payment | null> {
    const row = await this.db('payments')
      .where({ request_id: requestId, id: paymentId })
      .first<PaymentRow | undefined>(COLUMNS.map((column) => this.db.raw(column)));
    return row ? toPayment(row) : null;
  }

  async void(
    paymentId: number,
    voiding: { readonly by: string; readonly reason: string; readonly at: Date },
  ): Promise<Payment | null> {
    const [row] = await this.db('payments')
      .where({ id: paymentId })
      .whereNull('voided_at')
      .update({ voided_at: voiding.at, voided_by: voiding.by, void_reason: voiding.reason })
      .returning<PaymentRow[]>(COLUMNS.map((column) => this.db.raw(column)));
    return row ? toPayment(row) : null;
  }
}
