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

interface Row {
  readonly id: number;
  readonly fullName: string;
  readonly unread: number;
  readonly lastMessageFrom: string | null;
  readonly quoteOverdue: boolean;
}

interface TablePage {
  readonly rows: Row[];
  readonly nextCursor: string | null;
  readonly total: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * The workshop's table over HTTP: pages in any column's order that neither repeat nor skip, the
 * triage filters, a clear 400 for each bad parameter, and the workshop's alone.
 */
describe('GET /api/admin/request-table', () => {
  let api: TestApi;
  let admin: string;
  let customer: TemporarySession;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    customer = await createTemporarySession(api, 'table-customer@example.com');
    const now = Date.now();
    const seeded: { id: number }[] = await api.knex('furniture_requests').insert(
      Array.from({ length: 30 }, (_, i) => ({
        customer_id: customer.userId,
        email: 'someone@example.com',
        full_name: `Person ${String(i).padStart(2, '0')}`,
        furniture_type: i % 3 === 0 ? 'Desk' : 'Table',
        status: i % 2 === 0 ? 'new' : 'quoted',
        created_at: new Date(now - (i + 1) * DAY_MS),
      })),
      ['id'],
    );
    // Every second one quoted: its quote is its version 1.
    await api.knex('quote_versions').insert(
      seeded.flatMap(({ id }, i) =>
        i % 2 === 0
          ? []
          : [
              {
                request_id: id,
                version: 1,
                amount: `$${1000 + i * 10}`,
                quoted_by: 'Ben',
                quoted_at: new Date(now - i * DAY_MS),
                valid_until: '2099-01-01',
              },
            ],
      ),
    );
    // A customer message nobody read, on the customer's own project.
    await api.knex('messages').insert({
      project_id: customer.projectId,
      message: 'Can it be walnut?',
      sender_type: 'customer',
      sender_name: 'Table Customer',
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (query: Record<string, string>, cookie = admin) =>
    api.request.get('/api/admin/request-table').query(query).set('Cookie', cookie);

  async function everyRow(query: Record<string, string>): Promise<Row[]> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const res = await get({ ...query, limit: '7', ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      const page = res.body as TablePage;
      rows.push(...page.rows);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return rows;
  }

  it('pages through every project in each column’s order, none twice, none missed', async () => {
    for (const sort of ['customer', 'value', 'quote-due', 'unread', 'age']) {
      for (const dir of ['asc', 'desc']) {
        const rows = await everyRow({ sort, dir });
        expect(rows).toHaveLength(31);
        expect(new Set(rows.map((row) => row.id)).size).toBe(31);
      }
    }
    const names = (await everyRow({ sort: 'customer', dir: 'desc' })).map((row) => row.fullName);
    const people = names.filter((name) => name.startsWith('Person '));
    expect(people).toEqual([...people].sort().reverse());
    expect(people[0]).toBe('Person 29');
  });

  it('filters by status, type, overdue, waiting on the workshop and unread', async () => {
    const total = async (query: Record<string, string>) =>
      ((await get(query)).body as TablePage).total;
    expect(await total({ status: 'quoted' })).toBe(15);
    expect(await total({ type: 'desk' })).toBe(10);
    // Whether the youngest fall due yet depends on the weekday; a week old always has.
    const overdue = (await get({ overdue: '1', limit: '100' })).body as TablePage;
    const names = overdue.rows.map((row) => row.fullName);
    expect(overdue.rows.every((row) => row.quoteOverdue)).toBe(true);
    for (let i = 6; i < 30; i += 2) expect(names).toContain(`Person ${String(i).padStart(2, '0')}`);
    expect(names).not.toContain('Person 00');
    expect(names).not.toContain('Person 01');
    const waiting = (await get({ waiting: '1' })).body as TablePage;
    expect(waiting.rows.map((row) => row.id)).toEqual([customer.projectId]);
    const unread = (await get({ unread: '1' })).body as TablePage;
    expect(unread.rows).toMatchObject([
      { id: customer.projectId, unread: 1, lastMessageFrom: 'customer' },
    ]);
  });

  it('refuses a wrong parameter with a message that says which, and strangers altogether', async () => {
    for (const query of [
      { sort: 'shoe-size' } as Record<string, string>,
      { dir: 'up' },
      { status: 'lost' },
      { overdue: 'yes' },
      { limit: '0' },
      { cursor: 'v1~newest' },
      { cursor: 't1|customer|asc|kPerson|3|0', sort: 'value' },
    ]) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/\w/);
    }
    expect((await get({}, customer.cookie)).status).toBe(403);
    expect((await api.request.get('/api/admin/request-table')).status).toBe(401);
  });

  it('answers only what docs/openapi.yaml describes', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
