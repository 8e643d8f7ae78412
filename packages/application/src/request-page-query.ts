import { isRequestStatus, REQUEST_STATUSES, type RequestStatus } from '@workshop/domain';
import { REQUEST_SORTS, type RequestPosition, type RequestSort } from './ports/request-repository';
import { errors, fail, ok, type Result } from './result';

/** A page when the query names no limit. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Far above any name or email; a longer search is a mistake or an attack, not a query. */
export const MAX_SEARCH_LENGTH = 200;

/** The query parameters of a page of the workshop's list; each is optional. */
export const PAGE_PARAMETERS = ['status', 'sort', 'q', 'limit', 'cursor'] as const;

export interface RequestPageRequest {
  readonly status?: RequestStatus;
  readonly search?: string;
  readonly sort: RequestSort;
  readonly limit: number;
  readonly cursor?: DecodedCursor;
}

/** What a cursor carries: where the last page ended, and the order it was read in. */
export interface DecodedCursor {
  readonly sort: RequestSort;
  readonly position: RequestPosition;
  /** "Quote due" pages keep the overdue cut-off of their first page, so no row moves between them. */
  readonly overdueBefore: Date;
}

export const CURSOR_MESSAGE =
  'This page link is not valid any more: start again from the first page.';

function single(
  query: Readonly<Record<string, unknown>>,
  name: (typeof PAGE_PARAMETERS)[number],
): Result<string | undefined> {
  const value = query[name];
  if (value === undefined) return ok(undefined);
  if (typeof value !== 'string') {
    return fail(errors.validation(`Give '${name}' once, as plain text.`));
  }
  return ok(value);
}

/** The page query from the URL's parameters; every wrong one is a 400 that says which and why. */
export function parseRequestPageQuery(
  query: Readonly<Record<string, unknown>>,
): Result<RequestPageRequest> {
  const values: Partial<Record<(typeof PAGE_PARAMETERS)[number], string>> = {};
  for (const name of PAGE_PARAMETERS) {
    const value = single(query, name);
    if (!value.ok) return value;
    if (value.value !== undefined) values[name] = value.value;
  }

  let status: RequestStatus | undefined;
  if (values.status !== undefined && values.status !== '') {
    if (!isRequestStatus(values.status)) {
      return fail(
        errors.validation(
          `Unknown status '${values.status}'. Expected one of: ${REQUEST_STATUSES.join(', ')}.`,
        ),
      );
    }
    status = values.status;
  }

  let sort: RequestSort = 'newest';
  if (values.sort !== undefined && values.sort !== '') {
    if (!(REQUEST_SORTS as readonly string[]).includes(values.sort)) {
      return fail(
        errors.validation(
          `Unknown sort '${values.sort}'. Expected one of: ${REQUEST_SORTS.join(', ')}.`,
        ),
      );
    }
    sort = values.sort as RequestSort;
  }

  let limit = DEFAULT_PAGE_SIZE;
  if (values.limit !== undefined) {
    if (!/^\d{1,3}$/.test(values.limit) || Number(values.limit) < 1) {
      return fail(errors.validation(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`));
    }
    limit = Number(values.limit);
    if (limit > MAX_PAGE_SIZE) {
      return fail(errors.validation(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`));
    }
  }

  const search = values.q?.trim();
  if (search && search.length > MAX_SEARCH_LENGTH) {
    return fail(errors.validation(`Search at most ${MAX_SEARCH_LENGTH} characters.`));
  }
  // PostgreSQL text cannot hold U+0000: it would fail the query instead of finding nothing.
  if (search?.includes('\u0000')) {
    return fail(errors.validation('Search must not contain NUL characters.'));
  }

  let cursor: DecodedCursor | undefined;
  if (values.cursor !== undefined) {
    const decoded = decodeCursor(values.cursor);
    if (!decoded) return fail(errors.validation(CURSOR_MESSAGE));
    if (decoded.sort !== sort) {
      return fail(
        errors.validation(
          `This page link was made for the '${decoded.sort}' order, not '${sort}': start again from the first page.`,
        ),
      );
    }
    cursor = decoded;
  }

  return ok({
    sort,
    limit,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    ...(cursor ? { cursor } : {}),
  });
}

// The database's timestamp text in UTC, as the repository reads it: 2026-11-24T06:02:26.123456Z
const STORED_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;
/** The last instant PostgreSQL and a four-digit year can both write: 9999-12-31, UTC. */
const LAST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * A timestamp as the database writes one, on a day the calendar has: Date.parse rolls
 * 2026-02-31 over into March, while PostgreSQL refuses it inside the query.
 */
function isStoredTimestamp(text: string): boolean {
  const parts = STORED_TIMESTAMP.exec(text)?.slice(1, 7).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  time.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
  return (
    year >= 1 &&
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}

/**
 * Opaque to the client, readable in a log: `v1~sort~createdAt~id~overdue~cutoff`, e.g.
 * `v1~newest~2026-11-24T06:02:26.123456Z~812~0~1763964146123`. Nothing in it is secret: it only
 * says where to continue; the session still decides what may be read.
 */
export function encodeCursor(cursor: DecodedCursor): string {
  const { position } = cursor;
  return [
    'v1',
    cursor.sort,
    position.createdAt,
    position.id,
    position.overdue ? 1 : 0,
    cursor.overdueBefore.getTime(),
  ].join('~');
}

export function decodeCursor(text: string): DecodedCursor | null {
  if (text.length > 120) return null;
  const [version, sort, createdAt, id, overdue, cutoff, ...rest] = text.split('~');
  if (version !== 'v1' || rest.length > 0) return null;
  if (!sort || !(REQUEST_SORTS as readonly string[]).includes(sort)) return null;
  if (!createdAt || !isStoredTimestamp(createdAt)) return null;
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  if (overdue !== '0' && overdue !== '1') return null;
  if (!cutoff || !/^\d{1,15}$/.test(cutoff) || Number(cutoff) > LAST_INSTANT_MS) return null;
  return {
    sort: sort as RequestSort,
    position: { createdAt, id: Number(id), overdue: overdue === '1' },
    overdueBefore: new Date(Number(cutoff)),
  };
}
