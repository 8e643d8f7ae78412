import { describe, expect, it } from 'vitest';
import { deliveriesByStatus, duplicates } from './counting';
import { useWorkflowEnvironment } from './environment';
import { submitRequest } from './scenario';
import { sleep, waitUntil } from './wait';

const REQUESTS = 50;
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
});
