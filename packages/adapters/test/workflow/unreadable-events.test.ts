import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { submitRequest } from './scenario';
import { waitUntil } from './wait';

/**
 * A rolling deploy runs two releases at once: a newer one may record an event version (or a
 * type) the older one cannot read. The older relay and worker set such an event aside and try
 * again later; it is never dropped, and it never holds up the others.
 */
describe('events this release cannot read: set aside, never lost', () => {
  const env = useWorkflowEnvironment();

  it('leaves an unknown version in the outbox with the reason, and relays the rest', async () => {
    const { database, sink } = env();
    const strangeId = randomUUID();
    await database.db('outbox').insert({
      id: strangeId,
      type: 'QuoteProvided',
      payload: JSON.stringify({
        type: 'QuoteProvided',
        version: 99,
        requestId: 1,
        currency: 'EUR',
      }),
      occurred_at: new Date(Date.now() - 60_000),
    });
    const tryingFrom = Date.now();
    const pipeline = await env().startPipeline();
    await submitRequest(pipeline.useCases, 'parked@example.com');

    // The events behind it go out as usual.
    await sink.waitFor('parked@example.com', 2);
    const row = await waitUntil('the strange row to be tried', async () => {
      const found = await database.db('outbox').where({ id: strangeId }).first();
      return found?.attempts > 0 ? found : undefined;
    });
    expect(row).toMatchObject({
      published_at: null,
      last_error: 'set aside: unknown version 99 of QuoteProvided',
    });
    // Its next try is one backoff after the try that set it aside, whenever that try ran (a
    // later poll may already have tried it again: the row says how many times).
    const nextTry = new Date(row.next_attempt_at).getTime();
    const backoff = (random: number) => retryDelayMs(row.attempts - 1, () => random);
    expect(nextTry).toBeGreaterThanOrEqual(tryingFrom + backoff(0));
    expect(nextTry).toBeLessThanOrEqual(Date.now() + backoff(1));
    // It never reached the queue.
    expect(await pipeline.queue.queue.getJob(strangeId)).toBeUndefined();
    expect(
      await database.db('outbox').whereNull('published_at').whereNot({ id: strangeId }),
    ).toEqual([]);
  });

  it('keeps a job whose event the worker cannot read, to retry later, and works on', async () => {
    const { database, sink } = env();
    const prefix = env().newPrefix();
    const pipeline = await env().startPipeline({
      prefix,
      relay: false,
      jobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 60_000 } },
    });
    const jobId = randomUUID();
    // As a newer release would publish it: a version this one has never heard of.
    await pipeline.queue.queue.add(
      'AccountCreated',
      {
        id: jobId,
        occurredAt: new Date().toISOString(),
        event: { type: 'AccountCreated', version: 2, userId: 1, email: 'v2@example.com' },
      },
      { jobId, attempts: 3, backoff: { type: 'fixed', delay: 60_000 } },
    );
    const job = await waitUntil('the first attempt to fail', async () => {
      const found = await pipeline.queue.queue.getJob(jobId);
      return found && found.attemptsMade > 0 ? found : undefined;
    });
    expect(job.failedReason).toBe(`Event ${jobId} set aside: unknown version 2 of AccountCreated`);
    // Waiting out its backoff, for whichever worker can read it: not failed for good.
    expect(await job.getState()).toBe('delayed');
    expect(sink.to('v2@example.com')).toEqual([]);
    expect(await database.db('email_deliveries').where({ event_id: jobId })).toEqual([]);

    // The worker carries on with what it can read.
    const relayed = await env().startPipeline({ prefix, worker: false });
    await submitRequest(relayed.useCases, 'after-v2@example.com');
    await sink.waitFor('after-v2@example.com', 2);
  });
});
