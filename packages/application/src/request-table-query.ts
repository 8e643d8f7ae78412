import { isRequestStatus, REQUEST_STATUSES } from '@workshop/domain';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './request-page-query';
import {
  TABLE_SORTS,
  type SortDirection,
  type TableFilters,
  type TablePosition,
  type TableSort,
} from './ports/request-table';
import { errors, fail, ok, type Result } from './result';

/** The query parameters of a page of the workshop's table; each is optional. */
export const TABLE_PARAMETERS = [
  'sort',
  'dir',
  'status',
  'type',
  'overdue',
  'waiting',
  'unread',
  'limit',
  'cursor',
] as const;
type Parameter = (typeof TABLE_PARAMETERS)[number];

/** Longer than any furniture type the catalogue or a visitor could name. */
const MAX_TYPE_LENGTH = 100;

export interface TableCursor {
  readonly sort: TableSort;
  readonly direction: SortDirection;
  readonly position: TablePosition;
  /** Pages keep the overdue cut-off of their first page, so no row moves between them. */
  readonly overdueBefore: Date;
}

export interface TablePageRequest extends TableFilters {
  readonly sort: TableSort;
  readonly direction: SortDirection;
  readonly limit: number;
  readonly cursor?: TableCursor;
}

export const TABLE_CURSOR_MESSAGE =
  'This page link is not valid any more: start again from the first page.';

/**
 * Opaque to the client, readable in a log: `t1|sort|dir|key|id|cutoff`, the key written with
 * encodeURIComponent behind a 'k' (empty for a row without one), e.g. `t1|customer|asc|kada%20l|12|1763964146123`.
 * Nothing in it is secret: it only says where to continue, in which order.
 */
export function encodeTableCursor(cursor: TableCursor): string {
  const { key, id } = cursor.position;
  return [
    't1',
    cursor.sort,
    cursor.direction,
    key === null ? '' : `k${encodeURIComponent(key)}`,
    id,
    cursor.overdueBefore.getTime(),
  ].join('|');
}

function decodeKey(text: string): string | null | undefined {
  if (text === '') return null;
  if (!text.startsWith('k')) return undefined;
  try {
    return decodeURIComponent(text.slice(1));
  } catch {
    return undefined;
  }
}

export function decodeTableCursor(text: string): TableCursor | null {
  if (text.length > 700) return null;
  const [version, sort, direction, keyText, id, cutoff, ...rest] = text.split('|');
  if (version !== 't1' || rest.length > 0 || keyText === undefined) return null;
  if (!sort || !(TABLE_SORTS as readonly string[]).includes(sort)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  const key = decodeKey(keyText);
  if (key === undefined || (key !== null && (key.length > 200 || key.includes('\u0000')))) {
    return null;
  }
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  if (!cutoff || !/^\d{1,15}$/.test(cutoff) || Number(cutoff) > Date.UTC(9999, 11, 31)) return null;
  // A numeric column's key must read as a number, or the database would refuse the query.
  if (
    key !== null &&
    NUMERIC_SORTS.has(sort as TableSort) &&
    !/^-?\d{1,20}(\.\d{1,9})?$/.test(key)
  ) {
    return null;
  }
  return {
    sort: sort as TableSort,
    direction,
    position: { key, id: Number(id) },
    overdueBefore: new Date(Number(cutoff)),
  };
}

/** The columns whose order is a number's (the rest compare as text). */
export const NUMERIC_SORTS: ReadonlySet<TableSort> = new Set<TableSort>([
  'number',
  'age',
  'quote-due',
  'last-message',
  'unread',
  'value',
]);

function flag(name: Parameter, value: string | undefined): Result<boolean | undefined> {
  if (value === undefined || value === '' || value === '0') return ok(undefined);
  if (value === '1') return ok(true);
  return fail(errors.validation(`'${name}' is 1 to filter, or 0 or absent not to.`));
}

/** The table's query from the URL's parameters; every wrong one is a 400 that says which and why. */
export function parseTableQuery(
  query: Readonly<Record<string, unknown>>,
): Result<TablePageRequest> {
  const values: Partial<Record<Parameter, string>> = {};
  for (const name of TABLE_PARAMETERS) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string')
      return fail(errors.validation(`Give '${name}' once, as plain text.`));
    values[name] = value;
  }

  let sort: TableSort = 'age';
  if (values.sort) {
    if (!(TABLE_SORTS as readonly string[]).includes(values.sort)) {
      return fail(
        errors.validation(
          `Unknown sort '${values.sort}'. Expected one of: ${TABLE_SORTS.join(', ')}.`,
        ),
      );
    }
    sort = values.sort as TableSort;
  }
  let direction: SortDirection = 'asc';
  if (values.dir) {
    if (values.dir !== 'asc' && values.dir !== 'desc') {
      return fail(errors.validation(`'dir' is asc or desc.`));
    }
    direction = values.dir;
  }

  const status = values.status || undefined;
  if (status !== undefined && !isRequestStatus(status)) {
    return fail(
      errors.validation(
        `Unknown status '${status}'. Expected one of: ${REQUEST_STATUSES.join(', ')}.`,
      ),
    );
  }
  const type = values.type?.trim() || undefined;
  if (type !== undefined && (type.length > MAX_TYPE_LENGTH || type.includes('\u0000'))) {
    return fail(errors.validation(`A furniture type is at most ${MAX_TYPE_LENGTH} characters.`));
  }

  const overdue = flag('overdue', values.overdue);
  if (!overdue.ok) return overdue;
  const waiting = flag('waiting', values.waiting);
  if (!waiting.ok) return waiting;
  const unread = flag('unread', values.unread);
  if (!unread.ok) return unread;

  let limit = DEFAULT_PAGE_SIZE;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!/^\d{1,3}$/.test(values.limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      return fail(errors.validation(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`));
    }
  }

  let cursor: TableCursor | undefined;
  if (values.cursor !== undefined) {
    const decoded = decodeTableCursor(values.cursor);
    if (!decoded) return fail(errors.validation(TABLE_CURSOR_MESSAGE));
    if (decoded.sort !== sort || decoded.direction !== direction) {
      return fail(
        errors.validation(
          'This page link was made for another order: start again from the first page.',
        ),
      );
    }
    cursor = decoded;
  }

  return ok({
    sort,
    direction,
    limit,
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(overdue.value ? { overdue: true } : {}),
    ...(waiting.value ? { waiting: true } : {}),
    ...(unread.value ? { unread: true } : {}),
    ...(cursor ? { cursor } : {}),
  });
}
