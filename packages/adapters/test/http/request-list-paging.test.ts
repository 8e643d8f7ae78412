import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTemporarySession,
  everyAnswer,
  signInAdmin,
  startTestApi,
  type TemporarySession,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

interface Listed {
  readonly id: number;
  readonly fullName: string;
  readonly status: string;
  readonly quoteOverdue: boolean;
}

interface Page {
  readonly requests: Listed[];
  readonly nextCursor: string | null;
  readonly sort: string;
  readonly limit: number;
  readonly counts: Record<string, number>;
  readonly matching: Record<string, number>;
}

const DAY_MS = 24 * 3600_000;

/**
 * The workshop's list a page at a time (issue 17, items 21-22): keyset pages that neither repeat
 * nor skip a request, even among requests that arrived at the same instant; the three orders;
 * the overdue flag; the server's search; and a clear 400 for every bad parameter.
 */
describe('GET /api/furniture-requests, a page at a time', () => {
  let api: TestApi;
  let admin: string;
  let customer: TemporarySession;
  let ids: { id: number; status: string; createdAt: string }[] = [];

  const rows = (fields: Record<string, unknown>[]) =>
    api
      .knex('furniture_requests')
      .insert(
        fields.map((row) => ({
          customer_id: customer.userId,
          email: 'someone@example.com',
          full_name: 'Someone',
          status: 'new',
          ...row,
        })),
      )
      .returning<{ id: number }[]>('id');

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    customer = await createTemporarySession(api, 'paging-customer@example.com');
    // The customer's own submission is one of the 'new' requests.
    const now = Date.now();
    const same = '2026-01-05 09:00:00.123456+00';
    const statuses = ['new', 'quoted', 'in_progress', 'completed', 'declined'];
    await rows(
      Array.from({ length: 60 }, (_, i) => ({
        full_name: `Person ${i}`,
        status: statuses[i % 5],
        // Sub-millisecond apart: a cursor rounded to milliseconds would skip or repeat these.
        created_at: new Date(now - (i + 1) * 3 * 3600_000).toISOString().replace('Z', '') + '7+00',
      })),
    );
    // Twelve requests that arrived at the very same microsecond, half of them new.
    await rows(
      Array.from({ length: 12 }, (_, i) => ({
        full_name: `Twin ${i}`,
        status: i % 2 === 0 ? 'new' : 'quoted',
        created_at: same,
      })),
    );
    await rows([
      {
        full_name: 'Ann Lee',
        email: 'Ann.Lee@Example.com',
        phone: '+1 (555) 010-2030',
        description: 'Walnut DESK with a hutch, 100% solid_wood',
        furniture_type: 'desk',
        admin_notes: 'vip secret',
        budget_range: '2500-5000',
        created_at: new Date(now - 40 * DAY_MS),
      },
      { full_name: 'Fresh Request', created_at: new Date(now - 3600_000) },
    ]);
    ids = await api
      .knex('furniture_requests')
      .select('id', 'status', api.knex.raw(`created_at::text AS "createdAt"`))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (query: Record<string, string>, cookie = admin) =>
    api.request.get('/api/admin/furniture-requests').query(query).set('Cookie', cookie);

  async function everyPage(
    query: Record<string, string>,
  ): Promise<{ pages: Page[]; ids: number[] }> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await get({ ...query, ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      const page = res.body as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return { pages, ids: pages.flatMap((page) => page.requests.map((request) => request.id)) };
  }

  it('keeps the spec’s list whole: every request at once, newest first, whatever the query', async () => {
    for (const query of [{}, { status: 'quoted', sort: 'oldest', limit: '5', q: 'Ada' }]) {
      const res = await api.request
        .get('/api/furniture-requests')
        .query(query)
        .set('Cookie', admin);
      expect(res.status).toBe(200);
      expect((res.body as Listed[]).map((request) => request.id)).toEqual(ids.map((row) => row.id));
    }
  });

  it('answers the first page of every status, newest first, when asked with no parameter', async () => {
    const res = await get({});
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page).toMatchObject({ sort: 'newest', limit: 25 });
    expect(page.requests.map((request) => request.id)).toEqual(
      ids.slice(0, 25).map((row) => row.id),
    );
  });

  it('pages newest first without a repeat or a gap, through requests sharing one instant', async () => {
    const { pages, ids: seen } = await everyPage({ limit: '7' });
    expect(seen).toEqual(ids.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages.slice(0, -1).every((page) => page.requests.length === 7)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages[0]).toMatchObject({ sort: 'newest', limit: 7 });
  });

  it('pages one tab oldest first, 25 a page unless told', async () => {
    const { pages, ids: seen } = await everyPage({ status: 'new', sort: 'oldest' });
    const expected = ids
      .filter((row) => row.status === 'new')
      .map((row) => row.id)
      .reverse();
    expect(seen).toEqual(expected);
    expect(pages[0]?.requests).toHaveLength(Math.min(25, expected.length));
    expect(pages[0]?.limit).toBe(25);
  });

  it('sorts by quote due: overdue new requests first, longest waiting first, then newest first', async () => {
    const { ids: seen, pages } = await everyPage({ status: 'new', sort: 'quote-due', limit: '4' });
    const listed = pages.flatMap((page) => page.requests);
    const overdue = listed.filter((request) => request.quoteOverdue);
    // The twins arrived in January (the new ones first by number), Ann 40 days ago.
    expect(listed.slice(0, 7).map((request) => request.fullName)).toEqual([
      'Twin 0',
      'Twin 2',
      'Twin 4',
      'Twin 6',
      'Twin 8',
      'Twin 10',
      'Ann Lee',
    ]);
    expect(overdue.length).toBeGreaterThan(6);
    expect(listed.slice(0, overdue.length).every((request) => request.quoteOverdue)).toBe(true);
    expect(listed.find((request) => request.fullName === 'Fresh Request')?.quoteOverdue).toBe(
      false,
    );
    const byId = new Map(ids.map((row) => [row.id, row]));
    const newOnes = ids.filter((row) => row.status === 'new');
    const overdueIds = overdue.map((request) => request.id);
    // Oldest first among the overdue (ties by id), newest first after them.
    const ascending = [...newOnes]
      .filter((row) => overdueIds.includes(row.id))
      .reverse()
      .map((row) => row.id);
    expect(overdueIds).toEqual(ascending);
    const rest = newOnes.filter((row) => !overdueIds.includes(row.id)).map((row) => row.id);
    expect(seen.slice(overdueIds.length)).toEqual(rest);
    expect(new Set(seen).size).toBe(newOnes.length);
    expect(seen.every((id) => byId.get(id)?.status === 'new')).toBe(true);
    // Only new requests are ever overdue.
    const quoted = await everyPage({ status: 'quoted', sort: 'quote-due' });
    expect(quoted.pages.flatMap((page) => page.requests).some((r) => r.quoteOverdue)).toBe(false);
  });

  it('counts every tab, and what the search matches in each', async () => {
    const res = await get({ status: 'new', q: 'person 1', limit: '5' });
    expect(res.status).toBe(200);
    const page = res.body as Page;
    const count = (status: string) => ids.filter((row) => row.status === status).length;
    expect(page.counts).toEqual({
      total: ids.length,
      new: count('new'),
      quoted: count('quoted'),
      in_progress: count('in_progress'),
      completed: count('completed'),
      declined: count('declined'),
    });
    // Person 1 and Person 10-19: statuses i % 5.
    expect(page.matching).toEqual({
      total: 11,
      new: 2,
      quoted: 3,
      in_progress: 2,
      completed: 2,
      declined: 2,
    });
    expect(page.requests.map((request) => request.fullName)).toEqual(['Person 10', 'Person 15']);
  });

  const ann = async (q: string) => {
    const res = await get({ q });
    expect(res.status, res.text).toBe(200);
    return (res.body as Page).requests.map((request) => request.fullName);
  };

  it.each([
    ['full name, any case', 'aNN lE'],
    ['email, any case', 'ann.lee@example'],
    ['description, any case', 'walnut desk'],
    ['furniture type, any case', 'DESK'],
    ['with surrounding spaces', '  hutch  '],
    ['the phone as typed', '010-2030'],
    ['a percent sign taken literally', '100%'],
    ['an underscore taken literally', 'solid_wood'],
  ])('searches on the server: %s', async (_what, q) => {
    expect(await ann(q)).toEqual(['Ann Lee']);
  });

  it('searches by request number, and not in other fields or across wildcards', async () => {
    const annId = (await api.knex('furniture_requests').where({ full_name: 'Ann Lee' }).first('id'))
      .id as number;
    expect(await ann(`#${annId}`)).toContain('Ann Lee');
    for (const q of ['5550102030', 'vip', 'secret', '2500', 'solid%wood', 'walnut_desk', 'zzz']) {
      expect(await ann(q), q).toEqual([]);
    }
    // An empty search is no search.
    const blank = (await get({ q: '   ', limit: '100' })).body as Page;
    expect(blank.requests).toHaveLength(ids.length);
  });

  it.each([
    [{ cursor: 'nonsense' }, /start again from the first page/],
    [{ cursor: 'v1~newest~2026-01-05T09:00:00Z~abc~0~1' }, /start again from the first page/],
    [{ sort: 'cheapest' }, /Unknown sort 'cheapest'. Expected one of: newest, oldest, quote-due/],
    [{ status: 'lost' }, /Unknown status 'lost'/],
    [{ limit: '0' }, /limit must be a whole number from 1 to 100/],
    [{ limit: '101' }, /limit must be a whole number from 1 to 100/],
    [{ limit: 'ten' }, /limit must be a whole number from 1 to 100/],
    [{ q: 'x'.repeat(201) }, /Search at most 200 characters/],
    // PostgreSQL text cannot hold a NUL: it reached the query and failed it with a 500.
    [{ q: '\u0000' }, /Search must not contain NUL characters/],
    [{ q: 'Ann\u0000Lee' }, /Search must not contain NUL characters/],
    // Days and times no calendar has: PostgreSQL refused them inside the query with a 500.
    [{ cursor: 'v1~newest~2026-02-31T09:00:00Z~5~0~1' }, /start again from the first page/],
    [{ cursor: 'v1~newest~2026-04-31T09:00:00.5Z~5~0~1' }, /start again from the first page/],
    [{ cursor: 'v1~newest~0000-01-01T09:00:00Z~5~0~1' }, /start again from the first page/],
    [{ cursor: 'v1~newest~2026-01-01T24:00:00Z~5~0~1' }, /start again from the first page/],
    [{ cursor: 'v1~newest~2025-02-29T09:00:00Z~5~0~1' }, /start again from the first page/],
    [{ cursor: 'v1~newest~2026-01-05T09:00:00Z~5~0~999999999999999' }, /start again/],
  ])('answers 400 with a message for %o', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(message);
  });

  it('refuses a cursor made for another order, and a parameter given twice', async () => {
    const first = (await get({ sort: 'oldest', limit: '2' })).body as Page;
    const res = await get({ sort: 'newest', cursor: first.nextCursor ?? '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/made for the 'oldest' order, not 'newest'/);
    const twice = await api.request
      .get('/api/admin/furniture-requests?limit=2&limit=3')
      .set('Cookie', admin);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("Give 'limit' once, as plain text.");
  });

  it('pages the workshop’s list only: a customer is refused, a visitor asked to sign in', async () => {
    const res = await get({ limit: '5' }, customer.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admin access required');
    const anonymous = await api.request.get('/api/admin/furniture-requests?limit=5');
    expect(anonymous.status).toBe(401);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
