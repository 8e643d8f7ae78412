import { DEFAULT_SECURITY_SETTINGS } from '@workshop/application';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { ADMIN, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';

/**
 * A guessed account's warning goes through the relay, BullMQ and the worker like any event.
 * It has no email of its own yet: the worker must take it, send nothing, and fail nothing.
 */
describe('a guessed account: the warning event through relay, queue and worker', () => {
  const env = useWorkflowEnvironment();

  it('is relayed and taken by the worker without an email, an error or a row in the Emails view', async () => {
    const { sink, database } = env();
    const pipeline = await env().startPipeline({
      settings: {
        signInSlowdown: {
          ...DEFAULT_SECURITY_SETTINGS.signInSlowdown,
          firstDelayMs: 1,
          maxDelayMs: 8,
        },
      },
    });
    const email = 'guessed@example.com';
    await submitRequest(pipeline.useCases, email);
    const credentials = (await sink.waitFor(email, 2)).find((e) => e.subject.includes('account'));
    await signIn(pipeline.useCases, email, temporaryPasswordIn(credentials!));
    const before = await database.db('email_deliveries').count({ n: '*' }).first();

    for (let i = 0; i < 12; i += 1) {
      const refused = await pipeline.useCases.signIn.execute({ email, password: `Guess-${i}-x` });
      expect(refused.ok).toBe(false);
    }
    const [warning] = await database.db('outbox').where({ type: 'SignInAttemptsSurged' });
    expect(warning).toBeDefined();
    const job = await waitUntil(`the warning's job completed`, async (): Promise<Job | false> => {
      const found = await pipeline.queue.queue.getJob(warning.id);
      return !!found && (await found.getState()) === 'completed' && found;
    });
    expect(job.returnvalue).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const published = await database.db('outbox').where({ id: warning.id }).first();
    expect(published.published_at).not.toBeNull();
    expect(published.last_error).toBeNull();

    await sleep(500); // anything it were to send would be on its way by now
    expect(sink.to(email)).toHaveLength(2);
    expect(await database.db('email_deliveries').count({ n: '*' }).first()).toEqual(before);
    const view = await pipeline.useCases.listEmails.execute(ADMIN, undefined);
    expect(view.ok).toBe(true);
  });
});
