import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../src/request-page-query';
import { BrowseRequests } from '../src/use-cases/browse-requests';
import { ADMIN, HOUR_MS, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const DAY_MS = 24 * HOUR_MS;

/** Ten new requests a day apart from Monday 2025-03-03, and the clock at the last one. */
async function tenDays() {
  const world = createWorld();
  world.clock.set('2025-03-03T09:00:00.000Z');
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ids: number[] = [];
  for (let day = 0; day < 10; day += 1) {
    ids.push((await world.seedRequest(ada, { fullName: `Day ${day}` })).id);
    world.clock.advance(DAY_MS);
  }
  // Now: Thursday 2025-03-13 09:00. Due by the promise: arrivals before Monday 03-10 09:00.
  return { world, ada, ids, browse: new BrowseRequests(world.deps) };
}

describe('BrowseRequests', () => {
  it('gives the workshop a page, the cursor for the next, and every tab’s figures', async () => {
    const { browse, ids } = await tenDays();
    const first = expectOk(await browse.execute(ADMIN, { status: 'new', limit: '4' }));
    expect(first.requests.map((request) => request.id)).toEqual(ids.slice(6).reverse());
    expect(first.counts).toMatchObject({ total: 10, new: 10, quoted: 0 });
    expect(first.matching).toEqual(first.counts);
    const second = expectOk(
      await browse.execute(ADMIN, { status: 'new', limit: '4', cursor: first.nextCursor }),
    );
    expect(second.requests.map((request) => request.id)).toEqual(ids.slice(2, 6).reverse());
    const third = expectOk(
      await browse.execute(ADMIN, { status: 'new', limit: '4', cursor: second.nextCursor }),
    );
    expect(third.requests.map((request) => request.id)).toEqual(ids.slice(0, 2).reverse());
    expect(third.nextCursor).toBeNull();
  });

  it('flags new requests past 3 business days and puts them first in the quote-due order', async () => {
    const { browse, ids } = await tenDays();
    const page = expectOk(await browse.execute(ADMIN, { sort: 'quote-due' }));
    const overdue = page.requests.filter((request) => request.quoteOverdue).map((r) => r.id);
    // Monday 03-03 .. Friday 03-07 are due by Thursday 03-13 09:00 at the latest: the Friday
    // arrival falls due Wednesday 03-12 09:00. Saturday's and Sunday's count from Monday 00:00,
    // so they fall due Thursday 03-13 00:00: overdue too. Monday 03-10 is due 03-13 09:00: not yet.
    expect(overdue).toEqual(ids.slice(0, 7));
    expect(page.requests.map((request) => request.id)).toEqual([
      ...ids.slice(0, 7),
      ...ids.slice(7).reverse(),
    ]);
  });

  it('keeps the cut-off of the first page in the cursor, so pages agree as the clock moves', async () => {
    const { world, browse } = await tenDays();
    const first = expectOk(await browse.execute(ADMIN, { sort: 'quote-due', limit: '3' }));
    const cursor = decodeCursor(first.nextCursor ?? '');
    world.clock.advance(3 * DAY_MS);
    expect(cursor).not.toBeNull();
    expect(encodeCursor(cursor!)).toBe(first.nextCursor);
    const second = expectOk(
      await browse.execute(ADMIN, { sort: 'quote-due', limit: '3', cursor: first.nextCursor }),
    );
    const seen = [...first.requests, ...second.requests].map((request) => request.id);
    expect(new Set(seen).size).toBe(6);
  });

  it('refuses anyone but the workshop', async () => {
    const { browse, ada } = await tenDays();
    expectError(await browse.execute(NOBODY, { limit: '5' }), 'unauthenticated');
    expectError(await browse.execute(customer(ada), { limit: '5' }), 'forbidden');
  });

  it.each([
    [{ sort: 'price' }, "Unknown sort 'price'. Expected one of: newest, oldest, quote-due."],
    [{ limit: '1000' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '-1' }, 'limit must be a whole number from 1 to 100.'],
    [
      { status: 'archived' },
      "Unknown status 'archived'. Expected one of: new, quoted, in_progress, completed, declined.",
    ],
    [
      { cursor: 'v1~newest~yesterday~1~0~1' },
      'This page link is not valid any more: start again from the first page.',
    ],
    [{ q: ['a', 'b'] }, "Give 'q' once, as plain text."],
    [{ q: 'Ann\u0000' }, 'Search must not contain NUL characters.'],
  ])('refuses %o with a message', async (query, message) => {
    const { browse } = await tenDays();
    expectError(await browse.execute(ADMIN, query), 'validation', message);
  });

  it.each([
    '2026-02-29T09:00:00Z',
    '2024-02-30T09:00:00Z',
    '2026-06-31T09:00:00.123456Z',
    '2026-00-10T09:00:00Z',
    '2026-13-10T09:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T23:60:00Z',
    '2026-01-01T23:59:60Z',
    '0000-01-01T00:00:00Z',
  ])('reads a cursor on %s, a day or time no calendar has, as no cursor', (createdAt) => {
    expect(decodeCursor(`v1~newest~${createdAt}~5~0~1`)).toBeNull();
  });

  it('reads cursors on real days, leap days and the first and last years included', () => {
    for (const createdAt of [
      '2024-02-29T23:59:59.999999Z',
      '0001-01-01T00:00:00Z',
      '0099-12-31T12:00:00Z',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(decodeCursor(`v1~newest~${createdAt}~5~0~1`)?.position.createdAt).toBe(createdAt);
    }
    expect(decodeCursor(`v1~newest~2026-01-05T09:00:00Z~5~0~999999999999999`)).toBeNull();
  });
});
