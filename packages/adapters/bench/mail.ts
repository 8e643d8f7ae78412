/**
 * The email pipeline against plain nodemailer: 1,000 ProjectCompleted events committed to the
 * outbox, relayed to BullMQ, consumed by the worker and sent over SMTP to a local sink, versus
 * the same 1,000 messages sent straight to the same sink by the same nodemailer transport.
 * Run: pnpm bench:mail (BENCH_DATABASE_URL or DATABASE_URL picks the PostgreSQL server, default
 * 127.0.0.1:5432; redis-server must be on PATH: the script starts its own on a free port).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import type { Email, ProjectDetails } from '@workshop/application';
import type { Knex } from 'knex';
import pg from 'pg';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import { createDatabase } from '../src/persistence/database';
import { runMigrations } from '../src/persistence/migrator';
import { KnexUnitOfWork } from '../src/persistence/unit-of-work';
import { ok } from '@workshop/application';
import { startPipeline, uniquePrefix } from '../test/workflow/pipeline';
import { startRedis } from '../test/workflow/redis-process';
import { startSmtpSink, type SmtpSink } from '../test/workflow/smtp-sink';
import { waitUntil } from '../test/workflow/wait';

const EVENTS = 1_000;
const WARMUP = 50;
/** Paced run: events at a steady rate well under capacity, for the latency of a quiet day. */
const PACED = { events: 100, perSecond: 10 };
/** As in production: startEventWorker's default concurrency, worker.ts's relay interval. */
const CONCURRENCY = 10;
const RELAY_INTERVAL_MS = 500;
const FROM = 'Workshop <workshop@localhost>';
const PUBLIC_URL = 'https://workshop.test';

interface Project {
  readonly id: number;
  readonly email: string;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One customer and one completed project per email, each with its own address. */
async function seed(db: Knex, count: number): Promise<Project[]> {
  const emails = Array.from({ length: count }, (_, i) => `bench-${i}@example.com`);
  const users = await db('users')
    .insert(emails.map((username) => ({ username })))
    .returning<{ id: number; username: string }[]>(['id', 'username']);
  const rows = await db('furniture_requests')
    .insert(
      users.map((user) => ({
        customer_id: user.id,
        full_name: 'Ada Lovelace',
        email: user.username,
        phone: '555-0100',
        furniture_type: 'table',
        description: 'Walnut dining table for eight, oil finish.',
        timeline: 'flexible',
        status: 'completed',
      })),
    )
    .returning<{ id: number; email: string }[]>(['id', 'email']);
  return rows;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** The email DeliverEventEmails makes for a ProjectCompleted event of this project. */
const completedEmail = (project: Project): Email => {
  const details: ProjectDetails = {
    projectId: project.id,
    fullName: 'Ada Lovelace',
    email: project.email,
    phone: '555-0100',
    furnitureType: 'table',
    description: 'Walnut dining table for eight, oil finish.',
    budgetRange: null,
    timeline: 'flexible',
    hasImage: false,
  };
  return {
    template: 'project-completed',
    to: project.email,
    data: { ...details, completionNote: null },
  };
};

const arrivedAt = (sink: SmtpSink, projects: readonly Project[]) =>
  waitUntil(
    () =>
      `${projects.length} emails (have ${projects.filter((p) => sink.to(p.email).length).length})`,
    () => {
      const times = projects.map((project) => sink.to(project.email)[0]?.receivedAt);
      return times.every((time) => time !== undefined) && (times as number[]);
    },
    { timeoutMs: 300_000, intervalMs: 20 },
  );

async function direct(sink: SmtpSink, projects: readonly Project[]): Promise<number> {
  const mailer = createSmtpMailer({ smtpUrl: sink.url, from: FROM, publicUrl: PUBLIC_URL });
  try {
    const began = Date.now();
    await pool(projects, CONCURRENCY, async (project) => {
      await mailer.send(completedEmail(project));
    });
    const times = await arrivedAt(sink, projects);
    return Math.max(...times) - began;
  } finally {
    mailer.close();
  }
}

/** Commits one ProjectCompleted event per project, as a use case would, and notes when. */
async function commit(db: Knex, project: Project): Promise<number> {
  const uow = new KnexUnitOfWork(db);
  await uow.run(async (tx) =>
    ok(
      await tx.outbox.add(
        [{ type: 'ProjectCompleted', requestId: project.id, by: null }],
        new Date(),
      ),
    ),
  );
  return Date.now();
}

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

interface Run {
  readonly ms: number;
  readonly latencies: number[];
}

async function throughPipeline(
  db: Knex,
  sink: SmtpSink,
  projects: readonly Project[],
  pace?: number,
): Promise<Run> {
  const committed = new Map<number, number>();
  if (pace) {
    const start = Date.now();
    for (const [i, project] of projects.entries()) {
      const due = start + (i * 1000) / pace;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      committed.set(project.id, await commit(db, project));
    }
  } else {
    await pool(projects, CONCURRENCY, async (project) => {
      committed.set(project.id, await commit(db, project));
    });
  }
  const times = await arrivedAt(sink, projects);
  const latencies = projects.map(
    (project, i) => (times[i] as number) - (committed.get(project.id) as number),
  );
  const first = Math.min(...committed.values());
  return { ms: Math.max(...times) - first, latencies: latencies.sort((a, b) => a - b) };
}

/** User + system CPU of this process since `since`, in ms. */
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const rate = (count: number, ms: number) => (count / (ms / 1000)).toFixed(0);
const latency = (run: Run) =>
  `p50 ${percentile(run.latencies, 0.5)} ms, p95 ${percentile(run.latencies, 0.95)} ms, max ${percentile(run.latencies, 1)} ms`;

async function main(): Promise<void> {
  const adminUrl =
    process.env['BENCH_DATABASE_URL'] ||
    process.env['DATABASE_URL'] ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString() });
  const redis = await startRedis().catch(async (error: unknown) => {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  });
  // No MIME parsing in the sink: it would cost the benchmark's own CPU, not the pipeline's.
  const sink = await startSmtpSink({ parse: false });
  let stopPipeline: () => Promise<void> = async () => undefined;
  try {
    await runMigrations(db);
    const projects = await seed(db, 2 * (WARMUP + EVENTS) + PACED.events);
    const batch = (from: number, count: number) => projects.slice(from, from + count);
    console.log(
      `${EVENTS} emails, ${CONCURRENCY} at a time; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}`,
    );

    await direct(sink, batch(0, WARMUP));
    const directCpu = process.cpuUsage();
    const directMs = await direct(sink, batch(WARMUP, EVENTS));
    const directCpuMs = cpuMs(directCpu);
    console.log(
      `nodemailer direct:  ${EVENTS} in ${(directMs / 1000).toFixed(2)} s = ${rate(EVENTS, directMs)} emails/s`,
    );

    const pipeline = await startPipeline({
      knex: db,
      databaseUrl: url.toString(),
      redisUrl: redis.url,
      smtpUrl: sink.url,
      prefix: uniquePrefix(),
      concurrency: CONCURRENCY,
      relayIntervalMs: RELAY_INTERVAL_MS,
    });
    stopPipeline = pipeline.stop;
    const offset = WARMUP + EVENTS;
    await throughPipeline(db, sink, batch(offset, WARMUP));
    const burstCpu = process.cpuUsage();
    const burst = await throughPipeline(db, sink, batch(offset + WARMUP, EVENTS));
    const burstCpuMs = cpuMs(burstCpu);
    console.log(
      `outbox -> relay -> BullMQ -> worker -> SMTP: ${EVENTS} in ${(burst.ms / 1000).toFixed(2)} s = ` +
        `${rate(EVENTS, burst.ms)} emails/s (from the first commit to the last arrival)`,
    );
    console.log(`pipeline / direct: ${(directMs / burst.ms).toFixed(2)}x the throughput`);
    console.log(
      `CPU of this process per email (sink included in both): direct ${(directCpuMs / EVENTS).toFixed(2)} ms, ` +
        `pipeline ${(burstCpuMs / EVENTS).toFixed(2)} ms (Postgres and Redis not counted)`,
    );
    console.log(`commit-to-SMTP, ${EVENTS} committed at once: ${latency(burst)}`);
    const paced = await throughPipeline(
      db,
      sink,
      batch(offset + WARMUP + EVENTS, PACED.events),
      PACED.perSecond,
    );
    console.log(`commit-to-SMTP, ${PACED.events} at ${PACED.perSecond}/s: ${latency(paced)}`);
    console.log(
      `relay polls every ${RELAY_INTERVAL_MS} ms; SMTP sink messages: ${sink.received.length}`,
    );
  } finally {
    await stopPipeline();
    await sink.close();
    await redis.close();
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
