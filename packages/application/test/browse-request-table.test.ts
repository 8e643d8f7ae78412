import { describe, expect, it } from 'vitest';
import { decodeTableCursor, encodeTableCursor } from '../src/request-table-query';
import { BrowseRequestTable } from '../src/use-cases/browse-request-table';
import { ADMIN, HOUR_MS, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const DAY_MS = 24 * HOUR_MS;

/** Six requests a day apart from Monday 2025-03-03, two with a customer's message. */
async function sixDays() {
  const world = createWorld();
  world.clock.set('2025-03-03T09:00:00.000Z');
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ids: number[] = [];
  for (const [day, name] of ['Fay', 'Bea', 'Eli', 'Cal', 'Ann', 'Dov'].entries()) {
    ids.push(
      (await world.seedRequest(ada, { fullName: name, furnitureType: day % 2 ? 'desk' : 'table' }))
        .id,
    );
    world.clock.advance(DAY_MS);
  }
  await world.seedMessage(ids[1]!, 'customer');
  await world.seedMessage(ids[4]!, 'customer');
  return { world, ada, ids, browse: new BrowseRequestTable(world.deps) };
}

describe('BrowseRequestTable', () => {
  it('pages the table in a column’s order with a cursor, and counts every match', async () => {
    const { browse } = await sixDays();
    const first = expectOk(await browse.execute(ADMIN, { sort: 'customer', limit: '4' }));
    expect(first.rows.map((row) => row.fullName)).toEqual(['Ann', 'Bea', 'Cal', 'Dov']);
    expect(first.total).toBe(6);
    const second = expectOk(
      await browse.execute(ADMIN, { sort: 'customer', limit: '4', cursor: first.nextCursor }),
    );
    expect(second.rows.map((row) => row.fullName)).toEqual(['Eli', 'Fay']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters to the projects waiting on the workshop with unread messages', async () => {
    const { browse } = await sixDays();
    const page = expectOk(await browse.execute(ADMIN, { unread: '1', waiting: '1', type: 'desk' }));
    expect(page.rows.map((row) => [row.fullName, row.unread, row.lastMessageFrom])).toEqual([
      ['Bea', 1, 'customer'],
    ]);
  });

  it('keeps the first page’s overdue cut-off in the cursor, so pages agree as the clock moves', async () => {
    const { world, browse } = await sixDays();
    const first = expectOk(await browse.execute(ADMIN, { sort: 'quote-due', limit: '2' }));
    const cursor = decodeTableCursor(first.nextCursor ?? '');
    expect(cursor).not.toBeNull();
    expect(encodeTableCursor(cursor!)).toBe(first.nextCursor);
    world.clock.advance(10 * DAY_MS);
    const second = expectOk(
      await browse.execute(ADMIN, { sort: 'quote-due', limit: '2', cursor: first.nextCursor }),
    );
    // Wednesday's and Thursday's arrivals were not due by the first page's Sunday; ten days on
    // they would be, but the pages keep the first one's cut-off.
    expect(first.rows.map((row) => [row.fullName, row.quoteOverdue])).toEqual([
      ['Fay', true],
      ['Bea', true],
    ]);
    expect(second.rows.map((row) => [row.fullName, row.quoteOverdue])).toEqual([
      ['Eli', false],
      ['Cal', false],
    ]);
  });

  it('says which parameter is wrong, and is the workshop’s alone', async () => {
    const { browse, ada } = await sixDays();
    for (const [query, message] of [
      [{ sort: 'shoe' }, /Unknown sort 'shoe'/],
      [{ dir: 'up' }, /asc or desc/],
      [{ status: 'lost' }, /Unknown status 'lost'/],
      [{ unread: 'yes' }, /'unread' is 1/],
      [{ limit: '101' }, /limit must be/],
      [{ cursor: 't1|customer|asc|k%E0|3|0' }, /not valid any more/],
      [{ cursor: 't1|value|asc|kabc|3|0', sort: 'value' }, /not valid any more/],
      [{ cursor: 't1|customer|asc|kAnn|3|0', sort: 'customer', dir: 'desc' }, /another order/],
      [{ sort: ['age', 'unread'] }, /once, as plain text/],
    ] as const) {
      const error = expectError(await browse.execute(ADMIN, query), 'validation');
      expect(error.message).toMatch(message);
    }
    expectError(await browse.execute(NOBODY, {}), 'unauthenticated');
    expectError(await browse.execute(customer(ada), {}), 'forbidden');
  });
});
