/**
 * The workshop's table at 2,000 requests on PostgreSQL: each column's order both ways, a page
 * deep into it by keyset, and each triage filter, timed as the panel asks for them (one query
 * for the rows, one for the total). Run: pnpm bench:request-table (BENCH_DATABASE_URL or
 * DATABASE_URL picks the server; default 127.0.0.1:5432; a throwaway bench_* database is dropped
 * afterwards). Each figure: 5 warm-up runs, then 30 measured; median and slowest. The target is
 * 100 ms from keystroke to results; the query is most of that.
 */
import { onThrowawayPostgres } from './throwaway-database';
import { performance } from 'node:perf_hooks';
import { TABLE_SORTS, type TableQuery } from '@workshop/application';
import { quoteOverdueCutoff } from '@workshop/domain';
import type { Knex } from 'knex';
import { runMigrations } from '../src/persistence/migrator';
import { KnexRequestTable } from '../src/persistence/request-table';
import { seedQuotes } from './seed-quotes';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2_000);
const WARMUP = 5;
const RUNS = 30;
const TARGET_MS = 100;

const NAMES = ['Ann Whitfield', 'Ben Okafor', 'Cora Lindqvist', 'Dev Moreau', 'Elena Patel'];
const TYPES = ['Table', 'Desk', 'Cabinet', 'Bookshelf', 'Bed'];
const WOODS = ['oak', 'walnut', 'cherry', 'maple', 'ash'];
const STATUSES = ['new', 'quoted', 'in_progress', 'completed', 'declined'];

/** Deterministic: every request has a few messages, every other one a wizard design. */
async function seed(db: Knex): Promise<void> {
  const users = await db('users')
    .insert(Array.from({ length: 200 }, (_, i) => ({ username: `customer${i}@example.com` })))
    .returning<{ id: number; username: string }[]>(['id', 'username']);
  const now = Date.now();
  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const user = users[i % users.length]!;
    const status = STATUSES[(i * 7) % STATUSES.length]!;
    const created = new Date(now - (REQUESTS - i) * 53 * 60_000);
    return {
      customer_id: user.id,
      full_name: `${NAMES[i % NAMES.length]} ${i}`,
      email: user.username,
      furniture_type: TYPES[(i * 3) % TYPES.length],
      status,
      created_at: created,
      updated_at: created,
    };
  });
  // knex types batchInsert's answer as the rows given; with `returning` it is the new ids.
  const inserted = (await db
    .batchInsert('furniture_requests', requests, 500)
    .returning('id' as never)) as unknown as { id: number }[];
  const ids = inserted.map((row) => row.id);
  await seedQuotes(
    db,
    requests.flatMap((request, i) =>
      request.status === 'new'
        ? []
        : [
            {
              requestId: ids[i]!,
              amount: `$${(1000 + ((i * 37) % 4000)).toLocaleString('en-US')}`,
            },
          ],
    ),
  );
  const messages = ids.flatMap((id, i) =>
    Array.from({ length: 1 + (i % 4) }, (_, m) => ({
      project_id: id,
      message: 'About the drawers',
      sender_type: (i + m) % 3 === 0 ? 'admin' : 'customer',
      sender_name: (i + m) % 3 === 0 ? 'Ben' : 'Customer',
      read_by_admin: (i + m) % 5 !== 0,
      sent_at: new Date(now - (REQUESTS - i) * 50 * 60_000 + m * 60_000),
    })),
  );
  await db.batchInsert('messages', messages, 500);
  const designs = ids
    .filter((_, i) => i % 2 === 0)
    .map((id, i) => ({
      session_id: `session_${id}_bench`,
      request_id: id,
      furniture_type: TYPES[i % TYPES.length],
      material: 'solid-wood',
      specific_material: WOODS[i % WOODS.length],
      dimensions: `${100 + (i % 80)} × 80 × 75 cm`,
      completed: true,
    }));
  await db.batchInsert('furniture_customizations', designs, 500);
  await db.raw('ANALYZE');
}

async function time(
  query: () => Promise<number>,
): Promise<{ median: number; worst: number; rows: number }> {
  for (let i = 0; i < WARMUP; i += 1) await query();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    rows = await query();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[samples.length >> 1] ?? NaN, worst: samples.at(-1) ?? NaN, rows };
}

async function report(db: Knex): Promise<void> {
  await runMigrations(db);
  await seed(db);
  const table = new KnexRequestTable(db);
  const base = { limit: 25, overdueBefore: quoteOverdueCutoff(new Date()) } as const;
  const cases: { label: string; query: TableQuery }[] = [];
  for (const sort of TABLE_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      cases.push({ label: `sort ${sort} ${direction}`, query: { ...base, sort, direction } });
    }
  }
  const filters: Record<string, Partial<TableQuery>> = {
    'status new': { status: 'new' },
    'type Desk': { type: 'Desk' },
    overdue: { overdue: true },
    'waiting on us': { waiting: true },
    unread: { unread: true },
    'new + unread + Desk': { status: 'new', unread: true, type: 'Desk' },
  };
  for (const [label, filter] of Object.entries(filters)) {
    cases.push({
      label: `filter ${label}`,
      query: { ...base, sort: 'age', direction: 'asc', ...filter },
    });
  }
  // A page 1,000 rows into the customer order, from the cursor the page before it ended on.
  const deep = await table.page({ ...base, limit: 1000, sort: 'customer', direction: 'asc' });
  const after = deep.rows.at(-1)?.position;
  if (after) {
    cases.push({
      label: 'sort customer asc, page after 1,000 rows',
      query: { ...base, sort: 'customer', direction: 'asc', after },
    });
  }

  console.log(
    `PostgreSQL: ${REQUESTS.toLocaleString('en-US')} requests; ${RUNS} runs after ${WARMUP} warm-up\n`,
  );
  let slowest = 0;
  for (const { label, query } of cases) {
    const timing = await time(async () => (await table.page(query)).rows.length);
    slowest = Math.max(slowest, timing.median);
    console.log(
      `${label.padEnd(42)} median ${timing.median.toFixed(2).padStart(7)} ms, slowest ${timing.worst.toFixed(2).padStart(7)} ms, ${timing.rows} rows`,
    );
  }
  console.log(
    `\nslowest median ${slowest.toFixed(2)} ms: ${slowest < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
  );
  if (slowest >= TARGET_MS) process.exitCode = 1;
}

async function main(): Promise<void> {
  await onThrowawayPostgres(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
