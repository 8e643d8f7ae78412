import { describe, expect, it } from 'vitest';
import { deliveriesByStatus, duplicates } from './counting';
import { useWorkflowEnvironment } from './environment';
import { signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';

describe('fault: the mail server refuses', () => {
  const env = useWorkflowEnvironment();

  it('421 for a while: everything is delivered afterwards, none twice', async () => {
    const { sink, database } = env();
    const requests = 20;
    const emails = requests * 3;
    const refusals = 30;
    // Production retry options: a refused send gives its claim back and BullMQ retries it
    // after 1-2 s, then 2-4 s, ...; the first 30 messages the server sees are refused.
    const pipeline = await env().startPipeline();
    sink.refuseNext(refusals, 421);
    const started = Date.now();
    const addresses = Array.from({ length: requests }, (_, i) => `smtp-421-${i}@example.com`);
    await Promise.all(addresses.map((address) => submitRequest(pipeline.useCases, address)));

    let statuses: Record<string, number> = {};
    await waitUntil(
      () => `${emails} deliveries recorded (${JSON.stringify(statuses)})`,
      async () => {
        statuses = await deliveriesByStatus(database.db);
        return statuses['sent'] === emails;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    await sleep(500);

    const refused = sink.attempts.filter((attempt) => attempt.code === 421).length;
    const twice = duplicates(sink.received);
    console.log(
      `smtp-421: emails=${emails} refused=${refused} delivered=${sink.received.length - twice} ` +
        `duplicates=${twice} (all sent ${((Date.now() - started) / 1000).toFixed(1)} s after the first submission)`,
    );
    expect(refused).toBe(refusals);
    expect(sink.received).toHaveLength(emails);
    expect(twice).toBe(0);
    // A retried credentials email carries the password made for it: the one that signs in.
    for (const address of addresses) {
      const [credentials, ...more] = sink.to(address).filter((e) => e.subject.includes('account'));
      expect(more).toHaveLength(0);
      const password = temporaryPasswordIn(credentials as NonNullable<typeof credentials>);
      await expect(signIn(pipeline.useCases, address, password)).resolves.toBeDefined();
    }
  }, 90_000);

  it('550: one attempt per email, recorded as failed with the reason, never retried', async () => {
    const { sink, database } = env();
    // Production retry options: a retry, if there were one, would come within 2 s.
    const pipeline = await env().startPipeline();
    sink.refuseFor(30_000, 550);
    const address = 'smtp-550@example.com';
    const before = sink.attempts.length;
    await submitRequest(pipeline.useCases, address);

    const failed = await waitUntil('3 failed deliveries', async () => {
      const rows = await database.db('email_deliveries').where({ status: 'failed' }).select();
      return rows.length === 3 && rows;
    });
    await sleep(4_000);
    const attempts = sink.attempts.slice(before);
    const jobs = await pipeline.queue.queue.getJobs(['completed']);
    const counts = await pipeline.queue.queue.getJobCounts('wait', 'active', 'delayed', 'failed');
    const retried = attempts.length - failed.length;
    console.log(
      `smtp-550: emails=3 attempts=${attempts.length} failed=${failed.length} retried=${retried} ` +
        `delivered=${sink.received.filter((e) => e.to.includes(address)).length}`,
    );
    expect(attempts.map((attempt) => attempt.code)).toEqual([550, 550, 550]);
    expect(retried).toBe(0);
    for (const row of failed) {
      expect(row.last_error).toContain('550 5.1.1 Mailbox does not exist');
      expect(row.sent_at).toBeNull();
    }
    // Both jobs finished (a refusal for good is an outcome, not an error) and nothing waits.
    expect(jobs.map((job) => job.returnvalue).sort((a, b) => a.failed - b.failed)).toEqual([
      { sent: 0, skipped: 0, failed: 1 },
      { sent: 0, skipped: 0, failed: 2 },
    ]);
    expect(counts).toEqual({ wait: 0, active: 0, delayed: 0, failed: 0 });
    sink.accept();
  });

  // Greylisting: a server that does not know the sender yet answers 4xx at MAIL FROM or RCPT
  // TO (nodemailer reports both as EENVELOPE) and takes the message when it comes back.
  it.each([
    ['MAIL FROM', 421],
    ['MAIL FROM', 451],
    ['RCPT TO', 421],
    ['RCPT TO', 451],
  ] as const)(
    '%s %i: retried, then delivered once',
    async (stage, code) => {
      const { sink, database } = env();
      const pipeline = await env().startPipeline();
      const address = `grey-${stage === 'MAIL FROM' ? 'sender' : 'recipient'}-${code}@example.com`;
      const before = sink.attempts.length;
      if (stage === 'MAIL FROM') sink.refuseSenders(2, code);
      else sink.refuseRecipient(address, code, 2);
      const request = await submitRequest(pipeline.useCases, address);

      await sink.waitFor(address, 2, 30_000);
      const rows = await waitUntil(
        'every email of the request sent',
        async () => {
          const found: { template: string; status: string; attempts: number }[] = await database
            .db('email_deliveries')
            .where({ project_id: request.id })
            .orWhere({ recipient: address })
            .select('template', 'status', 'attempts');
          return found.length === 3 && found.every((row) => row.status === 'sent') && found;
        },
        { timeoutMs: 30_000 },
      );
      const refused = sink.attempts.slice(before).filter((attempt) => attempt.code === code);
      expect(refused).toHaveLength(2);
      // Each refusal was an attempt of its own, tried again: none was taken as final.
      expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(3 + 2);
      expect(duplicates(sink.received)).toBe(0);
      const [credentials] = sink.to(address).filter((email) => email.subject.includes('account'));
      const password = temporaryPasswordIn(credentials as NonNullable<typeof credentials>);
      await expect(signIn(pipeline.useCases, address, password)).resolves.toBeDefined();
    },
    60_000,
  );

  it('RCPT TO 550: one attempt, failed for good with the answer, never retried', async () => {
    const { sink, database } = env();
    const pipeline = await env().startPipeline();
    const address = 'rcpt-550@example.com';
    sink.refuseRecipient(address, 550);
    const before = sink.attempts.length;
    await submitRequest(pipeline.useCases, address);

    const failed = await waitUntil('both customer emails failed', async () => {
      const rows: { last_error: string; attempts: number }[] = await database
        .db('email_deliveries')
        .where({ recipient: address, status: 'failed' })
        .select('last_error', 'attempts');
      return rows.length === 2 && rows;
    });
    await sleep(4_000); // a retry, if there were one, would come within 2 s
    const refused = sink.attempts.slice(before).filter((attempt) => attempt.to.includes(address));
    expect(refused.map((attempt) => attempt.code)).toEqual([550, 550]);
    for (const row of failed) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toContain('550 5.1.1 Mailbox does not exist');
    }
    expect(sink.to(address)).toEqual([]);
    sink.acceptRecipient(address);
  });
});
