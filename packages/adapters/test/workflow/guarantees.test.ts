import { DeliveryBusyError, type PublishedEvent } from '@workshop/application';
import type { EventPayload } from '@workshop/domain';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { assertNoEviction, workerConnection } from '../../src/queue/redis-connections';
import { useWorkflowEnvironment } from './environment';
import { uniquePrefix } from './pipeline';
import { startRedis } from './redis-process';
import { signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';
import { spawnWorker } from './worker-process';

describe('delivery guarantees of the worker', () => {
  const env = useWorkflowEnvironment();

  it('a handler run again for the same event (retry after a crash, re-published job) sends one email', async () => {
    const { sink, database } = env();
    // No relay: the test hands the event to the handler and to the queue itself.
    const pipeline = await env().startPipeline({ relay: false });
    const user = await submitRequest(pipeline.useCases, 'dave@example.com');
    const row = await database.db('outbox').where({ type: 'AccountCreated' }).first();
    const published: PublishedEvent = {
      id: row.id as string,
      occurredAt: (row.occurred_at as Date).toISOString(),
      event: row.payload as EventPayload,
    };
    const passwordHash = async () =>
      (await database.db('users').where({ id: user.customerId }).first('password_hash'))
        ?.password_hash as string | null;

    // Two workers at once: one sends, the other sees it taken (busy now, or done already).
    const [first, second] = await Promise.allSettled([
      pipeline.deliver.execute(published),
      pipeline.deliver.execute(published),
    ]);
    const label = (settled: typeof first): string => {
      if (settled.status === 'rejected') {
        return settled.reason instanceof DeliveryBusyError ? 'busy' : String(settled.reason);
      }
      const report = settled.value.ok ? settled.value.value : null;
      if (report?.sent === 1 && report.skipped === 0) return 'sent';
      return report?.skipped === 1 && report.sent === 0 ? 'skipped' : JSON.stringify(report);
    };
    expect([
      ['busy', 'sent'],
      ['sent', 'skipped'],
    ]).toContainEqual([label(first), label(second)].sort());
    const hashAfterSend = await passwordHash();

    // The retry of a job whose worker crashed after the send: nothing new.
    const again = await pipeline.deliver.execute(published);
    expect(again.ok && again.value).toEqual({ sent: 0, skipped: 1, failed: 0 });

    // Through BullMQ: the same event published twice is one job; once that job is removed,
    // BullMQ forgets its id and makes a new one, which the delivery log turns into a no-op.
    await pipeline.queue.publish([published]);
    await pipeline.queue.publish([published]);
    const completed = async (): Promise<Job> =>
      waitUntil(`job ${published.id} completed`, async () => {
        const job = await pipeline.queue.queue.getJob(published.id);
        return job && (await job.getState()) === 'completed' && job;
      });
    const job = await completed();
    expect(job.returnvalue).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await pipeline.queue.queue.getJobCountByTypes('completed', 'wait', 'active')).toBe(1);
    await job.remove();
    await pipeline.queue.publish([published]);
    expect((await completed()).returnvalue).toEqual({ sent: 0, skipped: 1, failed: 0 });

    expect(sink.to('dave@example.com').filter((e) => e.subject.includes('account'))).toHaveLength(
      1,
    );
    // No second temporary password was made: the one in the only email still signs in.
    expect(await passwordHash()).toBe(hashAfterSend);
    const [credentials] = sink.to('dave@example.com').filter((e) => e.subject.includes('account'));
    const password = temporaryPasswordIn(credentials as NonNullable<typeof credentials>);
    await expect(signIn(pipeline.useCases, 'dave@example.com', password)).resolves.toBeDefined();
  });

  it('a credentials email delivered twice (its record lost) carries, in both copies, a password that signs in', async () => {
    const { sink, database } = env();
    const address = 'erin@example.com';
    const first = await env().startPipeline({ relay: false, worker: false });
    await submitRequest(first.useCases, address);
    const row = await database
      .db('outbox')
      .where({ type: 'AccountCreated' })
      .orderBy('occurred_at', 'desc')
      .first();
    const published: PublishedEvent = {
      id: row.id as string,
      occurredAt: (row.occurred_at as Date).toISOString(),
      event: row.payload as EventPayload,
    };
    const sent = await first.deliver.execute(published);
    expect(sent.ok && sent.value).toEqual({ sent: 1, skipped: 0, failed: 0 });

    // The mail server took it, but the record never came (PostgreSQL restarting, the worker
    // killed): the row still says sending, and its claim runs out.
    await database
      .db('email_deliveries')
      .where({ event_id: published.id, template: 'credentials' })
      .update({ status: 'sending', sent_at: null, claimed_at: new Date(Date.now() - 120_000) });
    // Another worker, with the same CREDENTIALS_KEY, takes the email over and sends it again.
    const second = await env().startPipeline({ relay: false, worker: false });
    const again = await second.deliver.execute(published);
    expect(again.ok && again.value).toEqual({ sent: 1, skipped: 0, failed: 0 });

    const copies = sink.to(address).filter((email) => email.subject.includes('account'));
    expect(copies).toHaveLength(2);
    const passwords = copies.map((email) => temporaryPasswordIn(email));
    expect(passwords[1]).toBe(passwords[0]);
    for (const password of passwords) {
      await expect(signIn(second.useCases, address, password)).resolves.toBeDefined();
    }
    const atRest = JSON.stringify(await database.db('users').where({ username: address }).select());
    expect(atRest).not.toContain(passwords[0]);
  });

  it('the worker refuses to start against a Redis that may evict keys', async () => {
    const { database, sink, redis } = env();
    const evicting = await startRedis({ maxmemoryPolicy: 'allkeys-lru' });
    const connection = workerConnection(evicting.url);
    try {
      await expect(assertNoEviction(connection)).rejects.toThrow(
        /maxmemory-policy is 'allkeys-lru', but the queue needs 'noeviction'/,
      );
      const own = workerConnection(redis.url);
      await expect(assertNoEviction(own)).resolves.toBeUndefined();
      own.disconnect();

      // The real entry point stops with that message before it touches the queue.
      const worker = spawnWorker({
        databaseUrl: database.url,
        redisUrl: evicting.url,
        smtpUrl: sink.url,
        queuePrefix: uniquePrefix(),
      });
      const exit = await Promise.race([worker.exited(), sleep(20_000).then(() => null)]);
      if (!exit) await worker.stop('SIGKILL');
      expect(exit).toEqual({ code: 1, signal: null });
      expect(worker.output()).toContain("the queue needs 'noeviction'");
      expect(await connection.dbsize()).toBe(0);
    } finally {
      connection.disconnect();
      await evicting.close();
    }
  });
});
