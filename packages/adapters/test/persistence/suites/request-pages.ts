import type { RequestPageQuery, Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at, newRequest, T0 } from '../fixtures';

/**
 * The workshop's list a page at a time, on both backends: keyset pages through rows that share
 * a microsecond, the "quote due" order's two stretches, the server's search and the tab counts.
 */
export function requestPageTests(repos: () => Transaction, db: () => Knex): void {
  describe('RequestRepository pages', () => {
    async function seed(): Promise<number[]> {
      const customer = await repos().users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: T0,
      });
      const ids: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        const made = await repos().requests.create(
          newRequest(customer, {
            fullName: i === 4 ? 'Grace HOPPER' : `Person ${i}`,
            status: i % 3 === 0 ? 'quoted' : 'new',
            phone: i === 5 ? '+1 (555) 010-2030' : null,
            description: i === 6 ? 'Walnut desk, 50% off_cut' : 'Oak dining table',
          }),
          at(i * 60),
        );
        ids.push(made.id);
      }
      // Three of them at the very same microsecond, which a millisecond cursor would mishandle.
      await db()('furniture_requests')
        .whereIn('id', ids.slice(6))
        .update({ created_at: db().raw(`'2025-03-01 20:00:00.000700+00'::timestamptz`) });
      return ids;
    }

    async function everyPage(query: Omit<RequestPageQuery, 'after'>) {
      const seen: { id: number; overdue: boolean }[] = [];
      let after: RequestPageQuery['after'];
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await repos().requests.page({ ...query, ...(after ? { after } : {}) });
        seen.push(...page.items.map((item) => ({ id: item.request.id, overdue: item.overdue })));
        if (!page.more) break;
        after = page.items.at(-1)?.position;
      }
      return seen;
    }

    it('pages newest and oldest first by keyset, with no repeat or gap among equal instants', async () => {
      const ids = await seed();
      const newest = [ids[8], ids[7], ids[6], ...ids.slice(0, 6).reverse()];
      const base = { limit: 2, overdueBefore: T0 } as const;
      expect((await everyPage({ ...base, sort: 'newest' })).map((r) => r.id)).toEqual(newest);
      expect((await everyPage({ ...base, sort: 'oldest' })).map((r) => r.id)).toEqual(
        [...newest].reverse(),
      );
      const first = await repos().requests.page({ ...base, sort: 'newest', limit: 1 });
      expect(first.items[0]?.position).toEqual({
        createdAt: '2025-03-01T20:00:00.000700Z',
        id: ids[8],
        overdue: false,
      });
    });

    it('sorts by quote due: overdue new requests oldest first, then the rest newest first', async () => {
      const ids = await seed();
      // New requests that arrived before 04:00 (hours 1, 2) are overdue; 0 and 3 are quoted.
      const seen = await everyPage({ sort: 'quote-due', limit: 2, overdueBefore: at(3 * 60) });
      expect(seen.slice(0, 2)).toEqual([
        { id: ids[1], overdue: true },
        { id: ids[2], overdue: true },
      ]);
      expect(seen.slice(2).map((r) => r.id)).toEqual([
        ids[8],
        ids[7],
        ids[6],
        ids[5],
        ids[4],
        ids[3],
        ids[0],
      ]);
      expect(seen.slice(2).every((r) => !r.overdue)).toBe(true);
      const tab = await everyPage({
        sort: 'quote-due',
        limit: 1,
        status: 'quoted',
        overdueBefore: at(3 * 60),
      });
      expect(tab.map((r) => r.id)).toEqual([ids[6], ids[3], ids[0]]);
    });

    it('searches name, phone and description as the spec says, and counts each tab', async () => {
      const ids = await seed();
      const search = async (text: string) =>
        (
          await repos().requests.page({
            sort: 'newest',
            limit: 25,
            overdueBefore: T0,
            search: text,
          })
        ).items.map((item) => item.request.id);
      expect(await search('grace hop')).toEqual([ids[4]]);
      expect(await search('010-2030')).toEqual([ids[5]]);
      expect(await search('50% OFF_CUT')).toEqual([ids[6]]);
      expect(await search('50%off')).toEqual([]);
      expect(await search(`#${ids[2]}`)).toEqual([ids[2]]);
      expect(await repos().requests.counts()).toEqual({
        all: { new: 6, quoted: 3, in_progress: 0, completed: 0, declined: 0 },
        matching: { new: 6, quoted: 3, in_progress: 0, completed: 0, declined: 0 },
      });
      expect((await repos().requests.counts('walnut')).matching).toEqual({
        new: 0,
        quoted: 1,
        in_progress: 0,
        completed: 0,
        declined: 0,
      });
    });
  });
}
