import type {
  RequestTable,
  TablePage,
  TableQuery,
  TableRow,
  TableSort,
} from '@workshop/application';
import { quotedDesignFromSaved, type QuotedDesign, type RequestStatus } from '@workshop/domain';
import type { Knex } from 'knex';

/**
 * Each column's order as SQL over the row below. Numbers compare as numbers, text byte by byte
 * (COLLATE "C", as the fakes compare strings), so a cursor's key means the same to both.
 */
const SORT_KEYS: Readonly<Record<TableSort, string>> = {
  number: 'id::numeric',
  customer: 'lower(full_name) COLLATE "C"',
  piece: `lower(coalesce(furniture_type, '')) COLLATE "C"`,
  status: 'status COLLATE "C"',
  // Youngest first when ascending.
  age: '-extract(epoch FROM created_at)',
  // Only new requests have a quote due; soonest (or longest overdue) first.
  'quote-due': `CASE WHEN status = 'new' THEN extract(epoch FROM created_at) END`,
  'last-message': 'extract(epoch FROM last_message_at)',
  unread: 'unread::numeric',
  value: 'value',
};

/**
 * One project with what triage needs: its designs (the customer's, the signed version's, the
 * newest version's) and the conversation's state.
 */
const ROWS = `
  SELECT r.id, r.full_name, r.email, r.furniture_type, r.status, r.created_at,
         qa.amount AS quote_amount, q.version AS newest_version, q.design AS newest_design,
         s.version AS signed_version, s.design AS signed_design,
         c.furniture_type AS design_type, c.style, c.material, c.specific_material, c.finish,
         c.specific_finish, c.dimensions, c.features, c.base, c.leaf_count, c.leaf_length,
         lm.sent_at AS last_message_at, lm.sender_type AS last_message_from,
         lm.sender_name AS last_message_by,
         (SELECT count(*) FROM messages u
           WHERE u.project_id = r.id AND u.sender_type = 'customer' AND NOT u.read_by_admin
         )::int AS unread,
         (r.status = 'new' AND r.created_at < ?) AS quote_overdue,
         -- A change request waits until a new version answers it (or the project moves on).
         CASE WHEN r.status = 'quoted' THEN lq.changes_requested_at END AS changes_requested_at,
         -- The outer group is what substring answers; knex reads a bare question mark as a binding.
         substring(replace(qa.amount, ',', '') FROM '([0-9]{1,15}(\\.[0-9]{1,9})\\?)')::numeric
           AS value
    FROM furniture_requests r
    -- The current quote: the newest version, through the primary key's index backwards.
    LEFT JOIN LATERAL (
      SELECT amount, version, design FROM quote_versions
       WHERE request_id = r.id ORDER BY version DESC LIMIT 1
    ) q ON true
    -- The version the customer accepted, with the design it pins.
    LEFT JOIN LATERAL (
      SELECT v.version, v.design, a.amount FROM quote_acceptances a
        JOIN quote_versions v ON v.request_id = a.request_id AND v.version = a.version
       WHERE a.request_id = r.id
    ) s ON true
    -- The amount as the request reads it: the amount signed, when the newest version is signed.
    LEFT JOIN LATERAL (
      SELECT CASE WHEN s.version = q.version THEN s.amount ELSE q.amount END AS amount
    ) qa ON true
    LEFT JOIN LATERAL (
      SELECT furniture_type, style, material, specific_material, finish, specific_finish,
             dimensions, features, base, leaf_count, leaf_length
        FROM furniture_customizations
       WHERE request_id = r.id ORDER BY id DESC LIMIT 1
    ) c ON true
    LEFT JOIN LATERAL (
      SELECT sent_at, sender_type, sender_name FROM messages
       WHERE project_id = r.id ORDER BY sent_at DESC, id DESC LIMIT 1
    ) lm ON true
    LEFT JOIN LATERAL (
      SELECT changes_requested_at FROM quote_versions
       WHERE request_id = r.id ORDER BY version DESC LIMIT 1
    ) lq ON true`;

interface Row {
  id: number;
  full_name: string;
  email: string;
  furniture_type: string | null;
  status: RequestStatus;
  created_at: Date;
  quote_amount: string | null;
  newest_version: number | null;
  /** jsonb, as `QuoteRepository.add` wrote it: a design the quote's schema checked. */
  newest_design: QuotedDesign | null;
  signed_version: number | null;
  signed_design: QuotedDesign | null;
  /** The wizard draft's design columns; design_type is null for the quick form. */
  design_type: string | null;
  style: string | null;
  material: string | null;
  specific_material: string | null;
  finish: string | null;
  specific_finish: string | null;
  dimensions: string | null;
  features: unknown;
  base: string | null;
  leaf_count: number | null;
  leaf_length: number | null;
  last_message_at: Date | null;
  last_message_from: 'customer' | 'admin' | null;
  last_message_by: string | null;
  unread: number;
  quote_overdue: boolean;
  changes_requested_at: Date | null;
  value: string | null;
  sort_key: string | null;
}

export class KnexRequestTable implements RequestTable {
  constructor(private readonly db: Knex) {}

  async page(query: TableQuery): Promise<TablePage> {
    const key = SORT_KEYS[query.sort];
    const conditions: string[] = [];
    const bindings: Knex.Value[] = [];
    if (query.status) {
      conditions.push('status = ?');
      bindings.push(query.status);
    }
    if (query.type) {
      conditions.push('lower(furniture_type) = lower(?)');
      bindings.push(query.type);
    }
    if (query.overdue) conditions.push('quote_overdue');
    if (query.waiting) conditions.push(`last_message_from = 'customer'`);
    if (query.unread) conditions.push('unread > 0');
    if (query.changesRequested) conditions.push('changes_requested_at IS NOT NULL');
    const filtered = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

    const keyset: string[] = [];
    const keysetBindings: Knex.Value[] = [];
    const { after } = query;
    if (after) {
      const beyond = query.direction === 'asc' ? '>' : '<';
      const cast = key.includes('COLLATE') ? `?::text COLLATE "C"` : '?::numeric';
      if (after.key === null) {
        keyset.push(`(${key} IS NULL AND id ${beyond} ?)`);
        keysetBindings.push(after.id);
      } else {
        keyset.push(
          `(${key} IS NULL OR ${key} ${beyond} ${cast} OR (${key} = ${cast} AND id ${beyond} ?))`,
        );
        keysetBindings.push(after.key, after.key, after.id);
      }
    }
    const where = [...conditions, ...keyset];
    const direction = query.direction === 'asc' ? 'ASC' : 'DESC';

    const [rows, total] = await Promise.all([
      this.db.raw<{ rows: Row[] }>(
        `SELECT t.*, (${key})::text AS sort_key FROM (${ROWS}) t
          ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY (${key}) IS NULL, ${key} ${direction}, id ${direction}
          LIMIT ?`,
        [query.overdueBefore, ...bindings, ...keysetBindings, query.limit + 1],
      ),
      this.db.raw<{ rows: { total: number }[] }>(
        `SELECT count(*)::int AS total FROM (${ROWS}) t ${filtered}`,
        [query.overdueBefore, ...bindings],
      ),
    ]);
    return {
      rows: rows.rows.slice(0, query.limit).map(toRow),
      more: rows.rows.length > query.limit,
      total: total.rows[0]?.total ?? 0,
    };
  }
}

/** The customer's wizard design, read against the catalog as every reader of a draft does. */
function requestedDesign(row: Row): QuotedDesign | null {
  if (row.design_type === null) return null;
  return quotedDesignFromSaved({
    furnitureType: row.design_type,
    style: row.style,
    constructionMaterial: row.material,
    specificMaterial: row.specific_material,
    surfaceFinish: row.finish,
    specificFinish: row.specific_finish,
    dimensions: row.dimensions,
    features: Array.isArray(row.features)
      ? row.features.filter((feature): feature is string => typeof feature === 'string')
      : [],
    base: row.base,
    leafCount: row.leaf_count,
    leafLength: row.leaf_length,
    hardware: null,
    notes: null,
  });
}

function toRow(row: Row): TableRow {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    furnitureType: row.furniture_type,
    designs: {
      requested: requestedDesign(row),
      signed:
        row.signed_version === null
          ? null
          : { version: row.signed_version, design: row.signed_design },
      newest:
        row.newest_version === null
          ? null
          : { version: row.newest_version, design: row.newest_design },
    },
    status: row.status,
    createdAt: new Date(row.created_at),
    quoteOverdue: row.quote_overdue,
    changesRequestedAt: row.changes_requested_at ? new Date(row.changes_requested_at) : null,
    lastMessageAt: row.last_message_at ? new Date(row.last_message_at) : null,
    lastMessageFrom: row.last_message_from,
    lastMessageBy: row.last_message_by,
    unread: row.unread,
    quoteAmount: row.quote_amount,
    value: row.value === null ? null : Number(row.value),
    position: { key: row.sort_key, id: row.id },
  };
}
