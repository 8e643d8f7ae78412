/**
 * The admin request list (1,000 projects, `list({})`) on real PostgreSQL vs the embedded PGlite
 * of local mode, through the same pg/knex adapter. Run: pnpm --filter @workshop/adapters bench:list
 * (BENCH_DATABASE_URL or DATABASE_URL picks the server; default 127.0.0.1:5432).
 */
import { onThrowawayPostgres } from './throwaway-database';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { createDatabase } from '../src/persistence/database';
import { startEmbeddedPostgres } from '../src/persistence/embedded-postgres';
import { runMigrations } from '../src/persistence/migrator';
import { KnexRequestRepository } from '../src/persistence/request-repository';
import { REQUESTS, seedRequests } from './seed';

const WARMUP = 5;
const RUNS = 50;

interface Figures {
  /** The admin list: every request, newest first. */
  readonly list: Timing;
  /** One customer's dashboard list (10 rows): mostly per-query overhead. */
  readonly customerList: Timing;
}

interface Timing {
  readonly mean: number;
  readonly median: number;
  readonly p95: number;
  readonly rows: number;
  /** Longest event-loop stall while the runs were going: PGlite executes on this thread. */
  readonly maxLoopDelay: number;
}

async function time(query: () => Promise<number>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await query();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    rows = await query();
    samples.push(performance.now() - began);
  }
  loop.disable();
  samples.sort((a, b) => a - b);
  const at = (q: number): number =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return {
    mean: samples.reduce((sum, s) => sum + s, 0) / samples.length,
    median: at(0.5),
    p95: at(0.95),
    rows,
    maxLoopDelay: loop.max / 1e6,
  };
}

async function measure(db: Knex): Promise<Figures> {
  const repository = new KnexRequestRepository(db);
  const [customer] = await db('users').select<{ id: number }[]>('id').orderBy('id').limit(1);
  if (!customer) throw new Error('no customer seeded');
  return {
    list: await time(async () => (await repository.list({})).length),
    customerList: await time(
      async () => (await repository.list({ customerId: customer.id })).length,
    ),
  };
}

async function onPostgres(): Promise<Figures> {
  return onThrowawayPostgres(async (db) => {
    await runMigrations(db);
    await seedRequests(db);
    return measure(db);
  });
}

async function onPglite(): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-pglite-'));
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(embedded);
  try {
    await runMigrations(db);
    await seedRequests(db);
    return await measure(db);
  } finally {
    await db.destroy();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const format = (t: Timing): string =>
  `mean ${t.mean.toFixed(2)} ms, median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms (${t.rows} rows), longest event-loop stall ${t.maxLoopDelay.toFixed(1)} ms`;

async function main(): Promise<void> {
  console.log(`list({}) over ${REQUESTS} requests, ${RUNS} runs after ${WARMUP} warm-up runs`);
  const postgres = await onPostgres();
  const pglite = await onPglite();
  for (const key of ['list', 'customerList'] as const) {
    const label = key === 'list' ? 'list({})' : 'list({ customerId })';
    console.log(`\n${label}`);
    console.log(`  PostgreSQL: ${format(postgres[key])}`);
    console.log(`  PGlite:     ${format(pglite[key])}`);
    console.log(
      `  PGlite / PostgreSQL: ${(pglite[key].mean / postgres[key].mean).toFixed(1)}x (mean), ` +
        `${(pglite[key].median / postgres[key].median).toFixed(1)}x (median)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
