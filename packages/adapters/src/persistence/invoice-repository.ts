import type { Invoice, InvoiceRepository, NewInvoice } from '@workshop/application';
import type { InvoiceKind } from '@workshop/domain';
import type { Knex } from 'knex';

interface InvoiceRow {
  id: number;
  request_id: number;
  quote_version: number;
  kind: InvoiceKind;
  number: number;
  /** bigint: pg answers it as text. */
  amount_cents: string;
  currency: string;
  issued_at: Date;
  /** `date` columns, read as text (see COLUMNS). */
  issued_on: string;
  due_on: string;
  due_at: Date;
  description: string;
  payee_name: string;
  payee_address: string;
  payment_instructions: string;
}

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  requestId: row.request_id,
  quoteVersion: row.quote_version,
  kind: row.kind,
  number: row.number,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  issuedAt: row.issued_at,
  issuedOn: row.issued_on,
  dueOn: row.due_on,
  overdueFrom: row.due_at,
  description: row.description,
  payeeName: row.payee_name,
  payeeAddress: row.payee_address,
  paymentInstructions: row.payment_instructions,
});

// node-postgres turns a `date` into a local-midnight Date; the day as text is what is meant.
const COLUMNS = [
  'id',
  'request_id',
  'quote_version',
  'kind',
  'number',
  'amount_cents',
  'currency',
  'issued_at',
  'issued_on::text AS issued_on',
  'due_on::text AS due_on',
  'due_at',
  'description',
  'payee_name',
  'payee_address',
  'payment_instructions',
];

export class KnexInvoiceRepository implements InvoiceRepository {
  constructor(private readonly db: Knex) {}

  private get columns() {
    return COLUMNS.map((column) => this.db.raw(column));
  }

  async issue(invoice: NewInvoice): Promise<Invoice> {
    // The counter row is locked until the transaction ends, so two issues wait for each other
    // and a rollback gives its number back: no gaps. The upsert also starts an emptied table.
    const { rows } = await this.db.raw<{ rows: { last_number: number }[] }>(`
      INSERT INTO invoice_counter (only_row, last_number) VALUES (true, 1)
      ON CONFLICT (only_row) DO UPDATE SET last_number = invoice_counter.last_number + 1
      RETURNING last_number`);
    const number = rows[0]?.last_number;
    if (number === undefined) throw new Error('invoice_counter answered no number');
    const [row] = await this.db('invoices')
      .insert({
        request_id: invoice.requestId,
        quote_version: invoice.quoteVersion,
        kind: invoice.kind,
        number,
        amount_cents: invoice.amountCents,
        currency: invoice.currency,
        issued_at: invoice.issuedAt,
        issued_on: invoice.issuedOn,
        due_on: invoice.dueOn,
        due_at: invoice.overdueFrom,
        description: invoice.description,
        payee_name: invoice.payeeName,
        payee_address: invoice.payeeAddress,
        payment_instructions: invoice.paymentInstructions,
      })
      .returning<InvoiceRow[]>(this.columns);
    if (!row) throw new Error('INSERT INTO invoices returned no row');
    return toInvoice(row);
  }

  async listByProject(requestId: number): Promise<Invoice[]> {
    const rows = await this.db('invoices')
      .where({ request_id: requestId })
      .orderBy('number')
      .select<InvoiceRow[]>(this.columns);
    return rows.map(toInvoice);
  }

  async listByProjects(requestIds: readonly number[]): Promise<Invoice[]> {
    if (requestIds.length === 0) return [];
    const rows = await this.db('invoices')
      .whereIn('request_id', requestIds)
      .orderBy('number')
      .select<InvoiceRow[]>(this.columns);
    return rows.map(toInvoice);
  }

  async find(requestId: number, invoiceId: number): Promise<Invoice | null> {
    const row = await this.db('invoices')
      .where({ request_id: requestId, id: invoiceId })
      .first<InvoiceRow | undefined>(this.columns);
    return row ? toInvoice(row) : null;
  }

  async listOverdueDeposits(now: Date): Promise<Invoice[]> {
    const rows = await this.db('invoices')
      .where('kind', 'deposit')
      // due_at: the midnight after the due day, at the workshop.
      .where('due_at', '<=', now)
      .whereRaw(
        `amount_cents > (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
                          WHERE p.request_id = invoices.request_id AND p.voided_at IS NULL)`,
      )
      .orderBy([{ column: 'due_at' }, { column: 'id' }])
      .select<InvoiceRow[]>(this.columns);
    return rows.map(toInvoice);
  }
}
