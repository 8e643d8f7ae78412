import { afterAll, describe, expect, it } from 'vitest';
import { deliveriesByStatus, duplicates } from './counting';
import { useWorkflowEnvironment } from './environment';
import { freePort } from './processes';
import { submitRequest } from './scenario';
import { sleep, waitUntil } from './wait';
import { spawnWorker, type WorkerProcess } from './worker-process';

const REQUESTS = 50;
const METRICS_TOKEN = 'redis-down-metrics-token-0123';
/** Each first request records AccountCreated and RequestSubmitted. */
const JOBS = REQUESTS * 2;

describe('fault: Redis stopped while requests come in', () => {
  // It stops Redis: a redis-server of its own, not the run's shared one.
  const env = useWorkflowEnvironment({ ownRedis: true });

  it('keeps every submission and sends every credentials email once after Redis returns', async () => {
    const { sink, redis, database } = env();
    const { stop, start } = redis;
    if (!stop || !start) throw new Error('redis-down needs a Redis of its own');
    const pipeline = await env().startPipeline();
    await stop();

    const emails = Array.from({ length: REQUESTS }, (_, i) => `redis-down-${i}@example.com`);
    const submitted = await Promise.allSettled(
      emails.map((email) => submitRequest(pipeline.useCases, email)),
    );
    const succeeded = submitted.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(REQUESTS);

    // Every event must have been tried and refused while Redis was away, and kept.
    const attempts = () =>
      database
        .db('outbox')
        .select<{ attempts: number; published_at: Date | null }[]>('attempts', 'published_at');
    const tried = await waitUntil('the relay to try every event on the stopped Redis', async () => {
      const rows = await attempts();
      return rows.length === JOBS && rows.every((row) => row.attempts > 0) && rows;
    });
    expect(tried.filter((row) => row.published_at !== null)).toHaveLength(0);
    expect(sink.received).toHaveLength(0);
    await sleep(500); // and Redis stays away a little longer

    const failedPublishes = (await attempts()).reduce((sum, row) => sum + row.attempts, 0);
    await start();
    const started = Date.now();
    const credentials = () => sink.received.filter((email) => email.subject.includes('account'));
    await waitUntil(
      () => `${REQUESTS} credentials emails (have ${credentials().length})`,
      () => credentials().length >= REQUESTS,
      { timeoutMs: 45_000 },
    );
    const credentialsIn = ((Date.now() - started) / 1000).toFixed(1);
    // Everything else the events call for arrives too, and then nothing more.
    await waitUntil(
      'all 150 deliveries recorded',
      async () => (await deliveriesByStatus(database.db))['sent'] === REQUESTS * 3,
      { timeoutMs: 20_000 },
    );
    await sleep(1_000);
    const delivered = new Set(credentials().flatMap((email) => email.to)).size;
    const twice = duplicates(sink.received);
    console.log(
      `redis-down: submitted=${succeeded} delivered=${delivered} duplicates=${twice} ` +
        `(failed publishes while down=${failedPublishes}, emails=${sink.received.length}, ` +
        `all credentials ${credentialsIn} s after the restart)`,
    );
    expect(delivered).toBe(REQUESTS);
    expect(new Set(credentials().flatMap((email) => email.to))).toEqual(new Set(emails));
    expect(twice).toBe(0);
    expect(sink.received).toHaveLength(REQUESTS * 3);
  });

  describe("the worker's /metrics", () => {
    const workers: WorkerProcess[] = [];
    afterAll(async () => {
      await Promise.allSettled(workers.map((worker) => worker.stop('SIGKILL')));
    });

    it('keeps answering with Redis down: workshop_redis_up 0 and no queue figures', async () => {
      const { sink, redis, database } = env();
      const { stop, start } = redis;
      if (!stop || !start) throw new Error('redis-down needs a Redis of its own');
      const port = await freePort();
      const worker = spawnWorker({
        databaseUrl: database.url,
        redisUrl: redis.url,
        smtpUrl: sink.url,
        queuePrefix: env().newPrefix(),
        env: { WORKER_METRICS_PORT: String(port), METRICS_TOKEN },
      });
      workers.push(worker);
      await worker.ready();
      const scrape = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        });
        return { status: res.status, text: await res.text() };
      };
      const series = (text: string, name: string) =>
        text
          .split('\n')
          .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));

      const up = await scrape();
      expect(up.status).toBe(200);
      expect(series(up.text, 'workshop_redis_up')).toEqual(['workshop_redis_up 1']);
      expect(series(up.text, 'workshop_queue_jobs')).toHaveLength(4);

      await stop();
      try {
        await sleep(1_100); // scrapes within a second share one reading
        const started = Date.now();
        const down = await scrape();
        const tookMs = Date.now() - started;
        expect(down.status, down.text).toBe(200);
        expect(series(down.text, 'workshop_redis_up')).toEqual(['workshop_redis_up 0']);
        // No figure rather than a stale one; the rest of the scrape is there as usual.
        expect(series(down.text, 'workshop_queue_jobs')).toEqual([]);
        expect(series(down.text, 'workshop_database_up')).toEqual(['workshop_database_up 1']);
        expect(series(down.text, 'workshop_outbox_backlog')).toHaveLength(1);
        expect(tookMs).toBeLessThan(5_000);
      } finally {
        await start();
      }

      const back = await waitUntil('the scrape to see Redis again', async () => {
        const answer = await scrape();
        return series(answer.text, 'workshop_redis_up')[0] === 'workshop_redis_up 1' && answer;
      });
      expect(series(back.text, 'workshop_queue_jobs')).toHaveLength(4);
    }, 60_000);
  });
});
