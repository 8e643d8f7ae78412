import type { Knex } from 'knex';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';

export type QueueState = 'waiting' | 'active' | 'failed' | 'delayed';
const QUEUE_STATES: readonly QueueState[] = ['waiting', 'active', 'failed', 'delayed'];
export const NO_JOBS: Readonly<Record<QueueState, number>> = {
  waiting: 0,
  active: 0,
  failed: 0,
  delayed: 0,
};

/** The series one process exposes at /metrics (docs/operations.md says which to alert on). */
export interface Metrics {
  readonly registry: Registry;
  /** Every HTTP answer: by route pattern (never the raw path) and status class. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** Emails the mail server accepted, by template. */
  readonly emailsSent: Counter<'template'>;
  /** Sends that failed: refused (the recipient, for good) or mail_system (retried later). */
  readonly emailErrors: Counter<'template' | 'kind'>;
  /** Uploaded images taken to pixels (or refused a decode slot): what uploads cost this process. */
  readonly imageDecodes: Counter<'outcome'>;
  /** Files that could not be kept, by stage: scratch (receiving), store, low_space (refused). */
  readonly storageErrors: Counter<'stage'>;
}

export interface MetricSources {
  readonly knex: Knex;
  /** The queue, in the processes that hold one. */
  readonly queue?: {
    readonly counts: () => Promise<Readonly<Record<QueueState, number>>>;
    /** Its jobs live in Redis (the worker): reading them is also how a scrape sees Redis. */
    readonly inRedis: boolean;
  };
  /** The API's file store and scratch folder. */
  readonly storage?: {
    up(): Promise<boolean>;
    freeBytes(): Promise<number | null>;
  };
  /** The worker's last check of the mail server (connect and log in). */
  readonly mailServerUp?: () => boolean;
}

/**
 * One registry per process, process metrics included. The database figures (outbox backlog,
 * emails waiting or failed) are read when scraped, so every process answers the same for them:
 * alert on their max over instances, not their sum.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const database = sharedReading(() => readFigures(sources.knex));
  const gauge = (name: string, help: string, collect: CollectFunction<Gauge>) =>
    new Gauge({ name, help, registers, collect });
  const labelled = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: CollectFunction<Gauge<L>>,
  ) => new Gauge({ name, help, labelNames, registers, collect });

  gauge(
    'workshop_database_up',
    '1 if the last scrape could read the database, else 0',
    async function () {
      this.set((await database.read()) ? 1 : 0);
    },
  );
  gauge(
    'workshop_outbox_backlog',
    'Events due to be published to the queue and not yet published',
    async function () {
      const read = await database.read();
      if (read) this.set(read.backlog);
    },
  );
  gauge(
    'workshop_outbox_oldest_age_seconds',
    'Age of the oldest event due and not yet published (0 when none)',
    async function () {
      const read = await database.read();
      if (read) this.set(read.oldestAgeSeconds);
    },
  );
  labelled(
    'workshop_emails',
    'Emails by state in the delivery log: failed (for good) and pending (being tried)',
    ['status'],
    async function () {
      const read = await database.read();
      if (!read) return;
      this.set({ status: 'failed' }, read.failedEmails);
      this.set({ status: 'pending' }, read.pendingEmails);
    },
  );
  labelled(
    'workshop_db_pool_connections',
    'Database connections of this process by state',
    ['state'],
    function () {
      const pool = poolOf(sources.knex);
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
    },
  );
  gauge(
    'workshop_db_pool_waiting',
    'Queries of this process waiting for a database connection',
    function () {
      const pool = poolOf(sources.knex);
      if (pool) this.set(pool.numPendingAcquires());
    },
  );
  const { queue } = sources;
  if (queue) {
    // Redis down must not fail the whole scrape: the counts are then absent (an old figure
    // would look current) and workshop_redis_up says why.
    const jobs = sharedReading(() => withinTime(queue.counts(), QUEUE_READ_TIMEOUT_MS));
    labelled(
      'workshop_queue_jobs',
      'Jobs in the event queue by state (absent while the queue cannot be read)',
      ['state'],
      async function () {
        const counts = await jobs.read();
        this.reset();
        if (counts) for (const state of QUEUE_STATES) this.set({ state }, counts[state]);
      },
    );
    if (queue.inRedis) {
      gauge(
        'workshop_redis_up',
        '1 if the last scrape could read the queue in Redis, else 0',
        async function () {
          this.set((await jobs.read()) ? 1 : 0);
        },
      );
    }
  }

  const { storage } = sources;
  if (storage) {
    gauge(
      'workshop_storage_up',
      '1 if the file store (bucket or folder) answered its last check within 2 s, else 0',
      async function () {
        this.set((await storage.up()) ? 1 : 0);
      },
    );
    gauge(
      'workshop_upload_scratch_free_bytes',
      "Bytes free in the file system of this process's upload scratch folder (absent if unknown)",
      async function () {
        const free = await storage.freeBytes();
        this.reset();
        if (free !== null) this.set(free);
      },
    );
  }

  const { mailServerUp } = sources;
  if (mailServerUp) {
    gauge(
      'workshop_mail_server_up',
      "1 if the worker's last check could connect and log in to the mail server, else 0",
      function () {
        this.set(mailServerUp() ? 1 : 0);
      },
    );
  }

  return {
    registry,
    httpDuration: new Histogram({
      name: 'workshop_http_request_duration_seconds',
      help: 'HTTP answers by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    emailsSent: new Counter({
      name: 'workshop_emails_sent_total',
      help: 'Emails the mail server accepted, by template',
      labelNames: ['template'],
      registers,
    }),
    emailErrors: new Counter({
      name: 'workshop_email_errors_total',
      help: 'Failed sends by template: refused (by the recipient, for good) or mail_system (retried)',
      labelNames: ['template', 'kind'],
      registers,
    }),
    storageErrors: new Counter({
      name: 'workshop_storage_errors_total',
      help: 'Uploads that could not be kept, by stage: scratch (receiving to disk), store (the bucket or folder), low_space (refused by the free-space guard)',
      labelNames: ['stage'],
      registers,
    }),
    imageDecodes: new Counter({
      name: 'workshop_image_decodes_total',
      help: 'Uploaded images decoded, by outcome: done, failed (unreadable), timed_out, or busy (refused: every decode slot and queue place taken)',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

interface DatabaseFigures {
  readonly backlog: number;
  readonly oldestAgeSeconds: number;
  readonly failedEmails: number;
  readonly pendingEmails: number;
}

/** Scrapes within this of each other share one reading (of the database, of the queue). */
const READING_TTL_MS = 1_000;
/** A scrape waits this long for the queue's counts; Prometheus gives a whole scrape 10 s. */
const QUEUE_READ_TIMEOUT_MS = 2_000;

/** One reading per scrape, shared by the gauges that show it; null when it failed. */
function sharedReading<T>(read: () => Promise<T>): { read(): Promise<T | null> } {
  let last: { at: number; value: Promise<T | null> } | null = null;
  return {
    read() {
      const now = Date.now();
      if (!last || now - last.at > READING_TTL_MS) {
        last = { at: now, value: read().catch(() => null) };
      }
      return last.value;
    },
  };
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function readFigures(knex: Knex): Promise<DatabaseFigures> {
  // A scheduled event (the team digest, maintenance) is backlog only once it is due.
  const due = 'published_at IS NULL AND (dedupe_key IS NULL OR next_attempt_at <= now())';
  const { rows } = await knex.raw<{ rows: Record<string, string | number | null>[] }>(`
    SELECT
      (SELECT count(*) FROM outbox WHERE ${due}) AS backlog,
      (SELECT coalesce(extract(epoch FROM now() - min(
          CASE WHEN dedupe_key IS NULL THEN occurred_at ELSE next_attempt_at END)), 0)
         FROM outbox WHERE ${due}) AS oldest,
      (SELECT count(*) FROM email_deliveries WHERE status = 'failed') AS failed,
      (SELECT count(*) FROM email_deliveries WHERE status IN ('sending', 'retrying')) AS pending
  `);
  const row = rows[0] ?? {};
  return {
    backlog: Number(row['backlog'] ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row['oldest'] ?? 0)),
    failedEmails: Number(row['failed'] ?? 0),
    pendingEmails: Number(row['pending'] ?? 0),
  };
}

interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

function poolOf(knex: Knex): PoolCounts | null {
  const pool: unknown = knex.client.pool;
  if (typeof pool !== 'object' || pool === null) return null;
  return 'numUsed' in pool && 'numFree' in pool && 'numPendingAcquires' in pool
    ? (pool as PoolCounts)
    : null;
}
