/**
 * The admin list at 20,000 requests on PostgreSQL: the paged, server-searched list (issue 17,
 * item 22) against what the panel did before, in the same run on the same data. Run:
 * pnpm --filter @workshop/adapters bench:admin-list (BENCH_DATABASE_URL or DATABASE_URL picks the
 * server; default 127.0.0.1:5432; a throwaway bench_* database is dropped afterwards).
 *
 * Each figure: 5 warm-up runs, then 30 measured; mean and median, and the baseline's median
 * divided by the new query's median. BENCH_BACKEND=pglite runs the same on the embedded PGlite
 * of local mode, and BENCH_REQUESTS sets the count (the browser figure uses 2,000 there).
 */
import { onThrowawayPostgres } from './throwaway-database';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { FurnitureRequest, RequestPosition } from '@workshop/application';
import { quoteOverdueCutoff } from '@workshop/domain';
import type { Knex } from 'knex';
import { createDatabase } from '../src/persistence/database';
import { startEmbeddedPostgres } from '../src/persistence/embedded-postgres';
import { runMigrations } from '../src/persistence/migrator';
import { KnexRequestRepository } from '../src/persistence/request-repository';
import { seedQuotes } from './seed-quotes';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 20_000);
const CUSTOMERS = 2_000;
const WARMUP = 5;
const RUNS = 30;

const FIRST = ['Ann', 'Ben', 'Cora', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas'];
const MORE_FIRST = ['Kira', 'Liam', 'Maya', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sam'];
const LAST = ['Whitfield', 'Okafor', 'Lindqvist', 'Moreau', 'Nakamura', 'Patel', 'Rossi'];
const MORE_LAST = ['Schmidt', 'Tanaka', 'Valdez', 'Walsh', 'Young', 'Zhou', 'Barnes', 'Costa'];
const TYPES = ['table', 'desk', 'cabinet', 'bookshelf', 'bed', 'locker', 'storage', 'other'];
const WOODS = ['oak', 'walnut', 'cherry', 'maple', 'pine', 'ash'];
const STYLES = ['modern', 'traditional', 'rustic', 'industrial', 'scandinavian', 'farmhouse'];

interface Timing {
  readonly mean: number;
  readonly median: number;
  readonly rows: number;
}

async function time(query: () => Promise<number>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await query();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    rows = await query();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  return {
    mean: samples.reduce((sum, s) => sum + s, 0) / samples.length,
    median: samples[samples.length >> 1] ?? NaN,
    rows,
  };
}

/** A deterministic workshop: 40 % new, the rest quoted, in progress or completed; every 26 min. */
async function seed(db: Knex): Promise<void> {
  let state = 2026;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const users = await db('users')
    .insert(Array.from({ length: CUSTOMERS }, (_, i) => ({ username: `customer${i}@example.com` })))
    .returning<{ id: number; username: string }[]>(['id', 'username']);
  const now = Date.now();
  const rows = Array.from({ length: REQUESTS }, (_, i) => {
    const user = users[i % CUSTOMERS]!;
    const type = pick(TYPES);
    const wood = pick(WOODS);
    const roll = next();
    const status =
      roll < 0.4 ? 'new' : roll < 0.6 ? 'quoted' : roll < 0.85 ? 'in_progress' : 'completed';
    const created = new Date(now - (REQUESTS - i) * 26 * 60_000);
    return {
      customer_id: user.id,
      full_name: `${pick([...FIRST, ...MORE_FIRST])} ${pick([...LAST, ...MORE_LAST])}`,
      email: user.username,
      phone: next() < 0.8 ? `555-${String(1000 + Math.floor(next() * 9000))}` : null,
      furniture_type: type,
      description: `Custom ${type} - ${pick(STYLES)} Style\n\nCONSTRUCTION & MATERIALS\nConstruction: Solid Wood\nMaterial: ${wood}\nSurface: Wood finish, oil\n\nPROJECT DETAILS\nSpecial Features: Soft-Close Doors, Adjustable Shelves\nDimensions: Width: ${30 + (i % 60)} inches, Depth: 20 inches, Height: 34 inches\nAdditional Notes: Request ${i + 1}, to match the ${wood} floor.\nPreferred Timeline: Flexible`,
      timeline: 'flexible',
      status,
      admin_notes: i % 7 === 0 ? 'Seeded internal note' : '',
      created_at: created,
      updated_at: created,
    };
  });
  const inserted = (await db
    .batchInsert('furniture_requests', rows, 500)
    .returning(['id', 'status'] as never)) as unknown as { id: number; status: string }[];
  await seedQuotes(
    db,
    inserted
      .filter((row) => row.status !== 'new')
      .map((row) => ({ requestId: row.id, amount: '$1,200 - $1,500' })),
  );
  await db.raw('ANALYZE');
}

/** What the panel did before: the spec's whole list, then the search in the browser. */
function matchesSearch(request: FurnitureRequest, needle: string): boolean {
  const lower = needle.toLowerCase();
  const fields = [request.fullName, request.email, request.description, request.furnitureType];
  return (
    fields.some((field) => field?.toLowerCase().includes(lower)) ||
    !!request.phone?.includes(needle)
  );
}

interface Row {
  readonly label: string;
  readonly fresh: Timing;
  readonly baselineLabel: string;
  readonly baseline: Timing;
}

async function measure(db: Knex): Promise<Row[]> {
  const repository = new KnexRequestRepository(db);
  const overdueBefore = quoteOverdueCutoff(new Date());
  const base = { sort: 'newest', limit: 25, overdueBefore } as const;
  const loadAll = () => repository.list({});
  const rows: Row[] = [];

  // 1. First page of a tab.
  rows.push({
    label: 'first page (New Requests, newest, 25)',
    fresh: await time(async () => (await repository.page({ ...base, status: 'new' })).items.length),
    baselineLabel: 'whole list, as the panel loaded it',
    baseline: await time(async () => (await loadAll()).length),
  });

  // 2. A page deep in the tab, by keyset vs OFFSET, at the same position.
  // A quarter of the way into the New Requests tab (5,000 rows at 20,000 requests).
  const depth = Math.floor(REQUESTS / 4);
  const positionAt = await db('furniture_requests')
    .where({ status: 'new' })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(depth - 1)
    .first<{ id: number; at: string }>(
      'id',
      db.raw(`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`),
    );
  if (!positionAt) throw new Error(`fewer than ${depth} new requests seeded`);
  const after: RequestPosition = { createdAt: positionAt.at, id: positionAt.id, overdue: false };
  rows.push({
    label: `next page by keyset, ${depth.toLocaleString('en-US')} rows into the tab`,
    fresh: await time(
      async () => (await repository.page({ ...base, status: 'new', after })).items.length,
    ),
    baselineLabel: `OFFSET ${depth} LIMIT 26, same order`,
    baseline: await time(
      async () =>
        (
          await db('furniture_requests')
            .select('*')
            .where({ status: 'new' })
            .orderBy([
              { column: 'created_at', order: 'desc' },
              { column: 'id', order: 'desc' },
            ])
            .offset(depth)
            .limit(26)
        ).length,
    ),
  });

  // 3. Searches: a surname (a few hundred matches), an email (one customer), a wood (thousands).
  for (const needle of ['walsh', 'customer1234@', 'walnut']) {
    rows.push({
      label: `search "${needle}" (first page + every tab's figures)`,
      fresh: await time(async () => {
        const page = await repository.page({ ...base, status: 'new', search: needle });
        await repository.counts(needle);
        return page.items.length;
      }),
      baselineLabel: 'whole list + filter in JS',
      baseline: await time(
        async () => (await loadAll()).filter((r) => matchesSearch(r, needle)).length,
      ),
    });
  }

  // 4. The tabs' figures.
  rows.push({
    label: 'tab counts, no search',
    fresh: await time(async () => Object.keys((await repository.counts()).all).length),
    baselineLabel: 'whole list + count in JS',
    baseline: await time(async () => {
      const counts = new Map<string, number>();
      for (const r of await loadAll()) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
      return counts.size;
    }),
  });

  // 5. Quote due: overdue first.
  rows.push({
    label: 'first page, quote due (overdue first)',
    fresh: await time(
      async () =>
        (await repository.page({ ...base, sort: 'quote-due', status: 'new' })).items.length,
    ),
    baselineLabel: 'whole list, as the panel loaded it',
    baseline: await time(async () => (await loadAll()).length),
  });
  return rows;
}

const ms = (t: Timing) => `${t.median.toFixed(2)} ms (mean ${t.mean.toFixed(2)})`;

async function report(db: Knex, backend: string): Promise<void> {
  await runMigrations(db);
  const seeded = performance.now();
  await seed(db);
  const trigram = await db.raw<{ rows: unknown[] }>(
    `SELECT 1 FROM pg_indexes WHERE indexname = 'furniture_requests_search_trgm_idx'`,
  );
  console.log(
    `${backend}: ${REQUESTS.toLocaleString('en-US')} requests seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
      `trigram index: ${trigram.rows.length > 0 ? 'yes' : 'no'}; ${RUNS} runs after ${WARMUP} warm-up, medians\n`,
  );
  // What travels: the old whole list against one page (JSON as the API sends it, and gzipped).
  const repository = new KnexRequestRepository(db);
  const whole = JSON.stringify(await repository.list({}));
  const page = JSON.stringify(
    await repository.page({
      sort: 'newest',
      limit: 25,
      status: 'new',
      overdueBefore: quoteOverdueCutoff(new Date()),
    }),
  );
  const size = (text: string) =>
    `${(text.length / 1024).toFixed(0)} KB JSON, ${(gzipSync(text).length / 1024).toFixed(0)} KB gzip`;
  console.log(`answer size: whole list ${size(whole)}; one page ${size(page)}\n`);
  for (const row of await measure(db)) {
    const ratio = row.baseline.median / row.fresh.median;
    console.log(`${row.label}: ${ms(row.fresh)}, ${row.fresh.rows} rows`);
    console.log(
      `  baseline, ${row.baselineLabel}: ${ms(row.baseline)}, ${row.baseline.rows} rows; ${ratio.toFixed(1)}x faster`,
    );
  }
}

async function onPglite(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-admin-'));
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(embedded);
  try {
    await report(db, 'PGlite');
  } finally {
    await db.destroy();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  await onThrowawayPostgres((db) => report(db, 'PostgreSQL'));
}

async function main(): Promise<void> {
  await (process.env['BENCH_BACKEND'] === 'pglite' ? onPglite() : onPostgres());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
