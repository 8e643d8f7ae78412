import type {
  AcceptanceMethod,
  NewQuoteVersion,
  QuoteAcceptance,
  QuoteDrawing,
  QuoteRepository,
  QuoteVersion,
  SignedCopy,
  StoredAttachment,
} from '@workshop/application';
import type { QuotedDesign, QuoteLine, SalesTax } from '@workshop/domain';
import type { Knex } from 'knex';

interface QuoteRow {
  request_id: number;
  version: number;
  amount: string;
  /** A bigint, which node-postgres reads as text. */
  price_cents: string | null;
  deposit_percent: number | null;
  notes: string | null;
  quoted_by: string;
  quoted_at: Date;
  /** A `date` column, read as text (see toQuote). */
  valid_until: string;
  /** As written by `add`: a design the quote's schema checked. */
  design: QuotedDesign | null;
  /** As written by `add`, checked by the quote's schema. */
  lines: QuoteLine[] | null;
  sales_tax: SalesTax | null;
  tax_exempt_reason: string | null;
  viewed_at: Date | null;
  changes_requested_at: Date | null;
  changes_request: string | null;
  declined_at: Date | null;
  decline_reason: string | null;
}

interface DrawingRow {
  request_id: number;
  version: number;
  position: number;
  name: string;
  content_type: QuoteDrawing['contentType'];
  size: number;
  storage_key: string;
  created_at: Date;
}

const toDrawing = (row: DrawingRow): QuoteDrawing => ({
  version: row.version,
  position: row.position,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  storageKey: row.storage_key,
});

interface AcceptanceRow {
  request_id: number;
  version: number;
  amount: string;
  method: AcceptanceMethod;
  signature_name: string;
  accepted_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  terms: string;
  chosen_lines: number[];
  /** bigint: pg answers it as text. */
  price_cents: string | null;
}

// node-postgres turns a `date` into a local-midnight Date; the day as text is what is meant.
const QUOTE_COLUMNS = [
  'request_id',
  'version',
  'amount',
  'price_cents',
  'deposit_percent',
  'notes',
  'quoted_by',
  'quoted_at',
  "to_char(valid_until, 'YYYY-MM-DD') AS valid_until",
  'design',
  'lines',
  'sales_tax',
  'tax_exempt_reason',
  'viewed_at',
  'changes_requested_at',
  'changes_request',
  'declined_at',
  'decline_reason',
].join(', ');

const toQuote = (row: QuoteRow): QuoteVersion => ({
  requestId: row.request_id,
  version: row.version,
  amount: row.amount,
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
  depositPercent: row.deposit_percent,
  notes: row.notes,
  quotedBy: row.quoted_by,
  quotedAt: row.quoted_at,
  validUntil: row.valid_until,
  design: row.design,
  lines: row.lines,
  salesTax: row.sales_tax,
  taxExemptReason: row.tax_exempt_reason,
  viewedAt: row.viewed_at,
  changesRequestedAt: row.changes_requested_at,
  changesRequest: row.changes_request,
  declinedAt: row.declined_at,
  declineReason: row.decline_reason,
});

interface SignedCopyRow {
  request_id: number;
  version: number;
  storage_key: string;
  size: number;
  quote_sha256: string;
  file_sha256: string;
  created_at: Date;
}

const toSignedCopy = (row: SignedCopyRow): SignedCopy => ({
  requestId: row.request_id,
  version: row.version,
  storageKey: row.storage_key,
  size: row.size,
  quoteSha256: row.quote_sha256,
  sha256: row.file_sha256,
  createdAt: row.created_at,
});

const toAcceptance = (row: AcceptanceRow): QuoteAcceptance => ({
  requestId: row.request_id,
  version: row.version,
  amount: row.amount,
  method: row.method,
  signatureName: row.signature_name,
  acceptedAt: row.accepted_at,
  ipAddress: row.ip_address,
  userAgent: row.user_agent,
  terms: row.terms,
  chosenLines: row.chosen_lines,
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
});

export class KnexQuoteRepository implements QuoteRepository {
  constructor(private readonly db: Knex) {}

  async add(quote: NewQuoteVersion): Promise<QuoteVersion> {
    await this.db('quote_versions').insert({
      request_id: quote.requestId,
      version: quote.version,
      amount: quote.amount,
      price_cents: quote.priceCents,
      deposit_percent: quote.depositPercent,
      notes: quote.notes,
      quoted_by: quote.quotedBy,
      quoted_at: quote.quotedAt,
      valid_until: quote.validUntil,
      design: quote.design === null ? null : JSON.stringify(quote.design),
      lines: quote.lines === null ? null : JSON.stringify(quote.lines),
      sales_tax: quote.salesTax === null ? null : JSON.stringify(quote.salesTax),
      tax_exempt_reason: quote.taxExemptReason,
    });
    return {
      ...quote,
      viewedAt: null,
      changesRequestedAt: null,
      changesRequest: null,
      declinedAt: null,
      declineReason: null,
    };
  }

  async listByRequest(requestId: number): Promise<QuoteVersion[]> {
    const rows = await this.db('quote_versions')
      .select(this.db.raw(QUOTE_COLUMNS))
      .where({ request_id: requestId })
      .orderBy('version');
    return (rows as QuoteRow[]).map(toQuote);
  }

  async findVersion(requestId: number, version: number): Promise<QuoteVersion | null> {
    const row = (await this.db('quote_versions')
      .select(this.db.raw(QUOTE_COLUMNS))
      .where({ request_id: requestId, version })
      .first()) as QuoteRow | undefined;
    return row ? toQuote(row) : null;
  }

  async current(requestId: number): Promise<QuoteVersion | null> {
    const row = (await this.db('quote_versions')
      .select(this.db.raw(QUOTE_COLUMNS))
      .where({ request_id: requestId })
      .orderBy('version', 'desc')
      .first()) as QuoteRow | undefined;
    return row ? toQuote(row) : null;
  }

  async markViewed(requestId: number, version: number, now: Date): Promise<boolean> {
    const changed = await this.db('quote_versions')
      .where({ request_id: requestId, version })
      .whereNull('viewed_at')
      .update({ viewed_at: now });
    return changed > 0;
  }

  async markChangesRequested(
    requestId: number,
    version: number,
    request: string,
    now: Date,
  ): Promise<void> {
    await this.db('quote_versions')
      .where({ request_id: requestId, version })
      .update({ changes_requested_at: now, changes_request: request });
  }

  async markDeclined(requestId: number, version: number, reason: string, now: Date) {
    await this.db('quote_versions')
      .where({ request_id: requestId, version })
      .update({ declined_at: now, decline_reason: reason });
  }

  async accept(acceptance: QuoteAcceptance): Promise<QuoteAcceptance> {
    const [row] = await this.db('quote_acceptances')
      .insert({
        request_id: acceptance.requestId,
        version: acceptance.version,
        amount: acceptance.amount,
        method: acceptance.method,
        signature_name: acceptance.signatureName,
        accepted_at: acceptance.acceptedAt,
        ip_address: acceptance.ipAddress,
        user_agent: acceptance.userAgent,
        terms: acceptance.terms,
        chosen_lines: JSON.stringify(acceptance.chosenLines),
        price_cents: acceptance.priceCents,
      })
      .returning<AcceptanceRow[]>('*');
    if (!row) throw new Error('quote_acceptances insert returned no row');
    return toAcceptance(row);
  }

  async findAcceptance(requestId: number): Promise<QuoteAcceptance | null> {
    const row = await this.db<AcceptanceRow>('quote_acceptances')
      .where({ request_id: requestId })
      .first();
    return row ? toAcceptance(row) : null;
  }

  async acceptedPrices(requestIds: readonly number[]): Promise<ReadonlyMap<number, number | null>> {
    if (requestIds.length === 0) return new Map();
    const rows = (await this.db('quote_acceptances as a')
      .leftJoin('quote_versions as v', function joinAccepted() {
        this.on('v.request_id', 'a.request_id').andOn('v.version', 'a.version');
      })
      .whereIn('a.request_id', requestIds)
      // The total signed; an acceptance from before lines signed its version's one figure.
      .select(
        'a.request_id',
        this.db.raw('coalesce(a.price_cents, v.price_cents) AS price_cents'),
      )) as {
      request_id: number;
      /** bigint: pg answers it as text. */
      price_cents: string | null;
    }[];
    return new Map(
      rows.map((row) => [
        row.request_id,
        row.price_cents === null ? null : Number(row.price_cents),
      ]),
    );
  }

  async addSignedCopy(copy: SignedCopy): Promise<void> {
    await this.db<SignedCopyRow>('signed_copies').insert({
      request_id: copy.requestId,
      version: copy.version,
      storage_key: copy.storageKey,
      size: copy.size,
      quote_sha256: copy.quoteSha256,
      file_sha256: copy.sha256,
      created_at: copy.createdAt,
    });
  }

  async findSignedCopy(requestId: number): Promise<SignedCopy | null> {
    const row = await this.db<SignedCopyRow>('signed_copies')
      .where({ request_id: requestId })
      .first();
    return row ? toSignedCopy(row) : null;
  }

  async addDrawings(
    requestId: number,
    version: number,
    files: readonly StoredAttachment[],
    now: Date,
  ): Promise<QuoteDrawing[]> {
    const drawings = this.db<DrawingRow>('quote_version_drawings');
    const row = (await drawings
      .clone()
      .where({ request_id: requestId, version })
      .max({ last: 'position' })
      .first()) as { last: number | null } | undefined;
    const after = row?.last ?? 0;
    const rows = await drawings
      .insert(
        files.map((file, index) => ({
          request_id: requestId,
          version,
          position: after + index + 1,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          storage_key: file.storageKey,
          created_at: now,
        })),
      )
      .returning('*');
    return rows.sort((a, b) => a.position - b.position).map(toDrawing);
  }

  async listDrawings(requestId: number): Promise<QuoteDrawing[]> {
    const rows = await this.db<DrawingRow>('quote_version_drawings')
      .where({ request_id: requestId })
      .orderBy([{ column: 'version' }, { column: 'position' }]);
    return rows.map(toDrawing);
  }

  async findDrawing(
    requestId: number,
    version: number,
    position: number,
  ): Promise<QuoteDrawing | null> {
    const row = await this.db<DrawingRow>('quote_version_drawings')
      .where({ request_id: requestId, version, position })
      .first();
    return row ? toDrawing(row) : null;
  }
}
