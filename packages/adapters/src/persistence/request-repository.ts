import type {
  CountsByStatus,
  FurnitureRequest,
  ListedRequest,
  NewRequest,
  RequestChanges,
  RequestCounts,
  RequestFilter,
  RequestPage,
  RequestPageQuery,
  RequestPosition,
  RequestRepository,
} from '@workshop/application';
import { REQUEST_STATUSES } from '@workshop/domain';
import type { Knex } from 'knex';
import { searchCondition } from './request-search';
import { columnsOf, oneOf, RowNotFoundError } from './rows';

/** furniture_requests as stored: the quote is not in it. */
export interface StoredRequestRow {
  id: number;
  customer_id: number;
  full_name: string;
  email: string;
  phone: string | null;
  furniture_type: string | null;
  description: string | null;
  budget_range: string | null;
  timeline: string | null;
  image_path: string | null;
  image_original_name: string | null;
  status: string;
  notes: string | null;
  completion_note: string | null;
  admin_notes: string;
  admin_message: string | null;
  admin_message_sent_at: Date | null;
  admin_message_sent_by: string | null;
  /** The wizard session the request came from (unique: a session is submitted once). */
  wizard_session_id?: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A request as read: the stored row with its current quote version and acceptance. */
export interface RequestRow extends StoredRequestRow {
  quote_amount: string | null;
  quote_notes: string | null;
  quoted_at: Date | null;
  quoted_by: string | null;
  quote_approved: boolean;
  quote_approved_at: Date | null;
}

/**
 * The request with the spec's quote fields, read from the one record of quotes: the newest
 * version (the primary key's index, backwards) and the project's acceptance, if any. Aliased
 * as the table, so filters, orders and the search read the same column names as before. The
 * amount of the version accepted is the amount signed (with the options the customer ticked).
 */
export const REQUESTS_WITH_QUOTE = `(
  SELECT r.*,
         CASE WHEN a.version = q.version THEN a.amount ELSE q.amount END AS quote_amount,
         q.notes AS quote_notes, q.quoted_at, q.quoted_by,
         (a.request_id IS NOT NULL) AS quote_approved, a.accepted_at AS quote_approved_at
    FROM furniture_requests r
    LEFT JOIN LATERAL (
      SELECT version, amount, notes, quoted_at, quoted_by FROM quote_versions
       WHERE request_id = r.id ORDER BY version DESC LIMIT 1
    ) q ON true
    LEFT JOIN quote_acceptances a ON a.request_id = r.id
) AS furniture_requests`;

/** A request just written, before any quote: what the read above answers for it. */
const unquoted = (row: StoredRequestRow): RequestRow => ({
  ...row,
  quote_amount: null,
  quote_notes: null,
  quoted_at: null,
  quoted_by: null,
  quote_approved: false,
  quote_approved_at: null,
});

const toRequest = (row: RequestRow): FurnitureRequest => ({
  id: row.id,
  customerId: row.customer_id,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  furnitureType: row.furniture_type,
  description: row.description,
  budgetRange: row.budget_range,
  timeline: row.timeline,
  imagePath: row.image_path,
  imageOriginalName: row.image_original_name,
  status: oneOf(row.status, REQUEST_STATUSES, 'furniture_requests.status'),
  notes: row.notes,
  completionNote: row.completion_note,
  adminNotes: row.admin_notes,
  quoteAmount: row.quote_amount,
  quoteNotes: row.quote_notes,
  quotedAt: row.quoted_at,
  quotedBy: row.quoted_by,
  quoteApproved: row.quote_approved,
  quoteApprovedAt: row.quote_approved_at,
  adminMessage: row.admin_message,
  adminMessageSentAt: row.admin_message_sent_at,
  adminMessageSentBy: row.admin_message_sent_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A listed row: the request, its exact position and whether its quote is late. */
interface ListedRow extends RequestRow {
  position_at: string;
  quote_overdue: boolean;
}

/** created_at as the database holds it (microseconds), in the cursor's UTC form. */
const POSITION_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at`;

type Direction = 'asc' | 'desc';

/** One stretch of a keyset order: a filter, a direction, and where the last page ended in it. */
interface Stretch {
  readonly where: Knex.Raw | null;
  readonly direction: Direction;
  readonly overdue: boolean;
  readonly after?: RequestPosition;
}

const CHANGE_COLUMNS = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  furnitureType: 'furniture_type',
  description: 'description',
  budgetRange: 'budget_range',
  timeline: 'timeline',
  status: 'status',
  notes: 'notes',
  completionNote: 'completion_note',
  adminNotes: 'admin_notes',
  adminMessage: 'admin_message',
  adminMessageSentAt: 'admin_message_sent_at',
  adminMessageSentBy: 'admin_message_sent_by',
} as const satisfies Record<keyof RequestChanges, keyof StoredRequestRow>;

export class KnexRequestRepository implements RequestRepository {
  constructor(private readonly db: Knex) {}

  /** The table itself, for writes and for what needs no quote. */
  private get requests() {
    return this.db<StoredRequestRow>('furniture_requests');
  }

  /** The requests as read, each with its quote. */
  private get withQuote() {
    return this.db.from<RequestRow>(this.db.raw(REQUESTS_WITH_QUOTE));
  }

  private async read(id: number): Promise<FurnitureRequest | null> {
    const row = await this.withQuote.where({ id }).first();
    return row ? toRequest(row) : null;
  }

  async create(request: NewRequest, now: Date): Promise<FurnitureRequest> {
    const [row] = await this.requests.insert(this.newRow(request, now)).returning('*');
    if (!row) throw new Error('INSERT INTO furniture_requests returned no row');
    return toRequest(unquoted(row));
  }

  async createForWizardSession(
    sessionId: string,
    request: NewRequest,
    now: Date,
  ): Promise<FurnitureRequest | null> {
    // ON CONFLICT DO NOTHING waits for a concurrent insert of the same session to commit, then
    // inserts nothing: the caller reads the winner's row (READ COMMITTED sees it).
    const [row] = await this.requests
      .insert({ ...this.newRow(request, now), wizard_session_id: sessionId })
      .onConflict('wizard_session_id')
      .ignore()
      .returning('*');
    return row ? toRequest(unquoted(row)) : null;
  }

  async findByWizardSession(sessionId: string): Promise<FurnitureRequest | null> {
    const row = await this.withQuote.where({ wizard_session_id: sessionId }).first();
    return row ? toRequest(row) : null;
  }

  private newRow(request: NewRequest, now: Date) {
    return {
      customer_id: request.customerId,
      full_name: request.fullName,
      email: request.email,
      phone: request.phone,
      furniture_type: request.furnitureType,
      description: request.description,
      budget_range: request.budgetRange,
      timeline: request.timeline,
      image_path: request.imagePath,
      image_original_name: request.imageOriginalName,
      notes: request.notes ?? null,
      status: request.status,
      created_at: now,
      updated_at: now,
    };
  }

  async findById(id: number): Promise<FurnitureRequest | null> {
    return this.read(id);
  }

  async findByIdForUpdate(id: number): Promise<FurnitureRequest | null> {
    // The lock is on the request's row alone (FOR UPDATE cannot reach an outer join's empty side).
    const locked = await this.requests.where({ id }).forUpdate().first('id');
    return locked ? this.read(id) : null;
  }

  async list(filter: RequestFilter): Promise<FurnitureRequest[]> {
    const query = this.withQuote.select('*').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (filter.customerId !== undefined) query.where({ customer_id: filter.customerId });
    const rows = await query;
    return rows.map(toRequest);
  }

  async page(query: RequestPageQuery): Promise<RequestPage> {
    const overdue = this.db.raw(`(status = 'new' AND created_at < ?)`, [query.overdueBefore]);
    const notOverdue = this.db.raw(`NOT (status = 'new' AND created_at < ?)`, [
      query.overdueBefore,
    ]);
    const { after } = query;
    // "Quote due": the overdue requests, longest waiting first, then everything else newest
    // first. Two keyset stretches read one after the other; a cursor in the second skips the first.
    const stretches: Stretch[] =
      query.sort === 'quote-due'
        ? [
            ...(after && !after.overdue
              ? []
              : [{ where: overdue, direction: 'asc' as const, overdue: true, after }]),
            {
              where: notOverdue,
              direction: 'desc' as const,
              overdue: false,
              ...(after && !after.overdue ? { after } : {}),
            },
          ]
        : [
            {
              where: null,
              direction: query.sort === 'oldest' ? 'asc' : 'desc',
              overdue: false,
              after,
            },
          ];

    const wanted = query.limit + 1;
    const items: ListedRequest[] = [];
    for (const stretch of stretches) {
      if (items.length >= wanted) break;
      const rows = await this.stretch(query, stretch, wanted - items.length);
      for (const row of rows) {
        const { position_at: positionAt, quote_overdue: quoteOverdue, ...request } = row;
        items.push({
          request: toRequest(request),
          overdue: quoteOverdue,
          position: { createdAt: positionAt, id: row.id, overdue: stretch.overdue },
        });
      }
    }
    return { items: items.slice(0, query.limit), more: items.length > query.limit };
  }

  private async stretch(
    query: RequestPageQuery,
    stretch: Stretch,
    limit: number,
  ): Promise<ListedRow[]> {
    const { direction, after } = stretch;
    const rows = this.withQuote
      .select(
        '*',
        this.db.raw(POSITION_AT),
        this.db.raw(`(status = 'new' AND created_at < ?) AS quote_overdue`, [query.overdueBefore]),
      )
      .orderBy([
        { column: 'created_at', order: direction },
        { column: 'id', order: direction },
      ])
      .limit(limit);
    if (query.status) rows.where({ status: query.status });
    if (query.search) rows.whereRaw('?', [searchCondition(this.db, query.search)]);
    if (stretch.where) rows.whereRaw('?', [stretch.where]);
    if (after) {
      rows.whereRaw(`(created_at, id) ${direction === 'asc' ? '>' : '<'} (?::timestamptz, ?)`, [
        after.createdAt,
        after.id,
      ]);
    }
    return (await rows) as unknown as ListedRow[];
  }

  async counts(search?: string): Promise<RequestCounts> {
    const byStatus = async (where: Knex.Raw | null): Promise<CountsByStatus> => {
      const query = this.requests
        .select('status')
        .count<{ status: string; count: string }[]>({ count: '*' })
        .groupBy('status');
      if (where) query.whereRaw('?', [where]);
      const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
        (typeof REQUEST_STATUSES)[number],
        number
      >;
      for (const row of await query) {
        counts[oneOf(row.status, REQUEST_STATUSES, 'furniture_requests.status')] = Number(
          row.count,
        );
      }
      return counts;
    };
    const all = await byStatus(null);
    return { all, matching: search ? await byStatus(searchCondition(this.db, search)) : all };
  }

  async update(id: number, changes: RequestChanges, now: Date | null): Promise<FurnitureRequest> {
    const updated = await this.requests.where({ id }).update({
      ...columnsOf<RequestChanges, StoredRequestRow>(changes, CHANGE_COLUMNS),
      ...(now ? { updated_at: now } : {}),
    });
    const request = updated > 0 ? await this.read(id) : null;
    if (!request) throw new RowNotFoundError('furniture_requests', id);
    return request;
  }

  async delete(id: number): Promise<void> {
    // messages go with it through ON DELETE CASCADE, in the same statement.
    await this.requests.where({ id }).delete();
  }
}
