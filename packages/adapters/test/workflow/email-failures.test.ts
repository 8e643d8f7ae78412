import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmailDelivery } from '@workshop/application';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/mail/smtp-mailer';
import { watchSmtp } from '../../src/mail/smtp-watch';
import { duplicates } from './counting';
import { useWorkflowEnvironment } from './environment';
import { WORKSHOP_EMAIL } from './pipeline';
import { ADMIN, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';
import { spawnWorker, type WorkerProcess } from './worker-process';

const AUTH = { user: 'workshop', pass: 'the-right-password' };
const METRICS_TOKEN = 'worker-metrics-token-0123456789';

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

const logLines = (worker: WorkerProcess): LogLine[] =>
  worker
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The value of one series in Prometheus text format, or undefined if it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('emails that fail are never silent', () => {
  // A mail server that wants a login, as every real one does.
  const env = useWorkflowEnvironment({ auth: AUTH });
  const workers: WorkerProcess[] = [];
  const folders: string[] = [];

  // A test that failed half-way leaves the sink as the next one expects it. A worker process
  // stops with its test: it relays this file's database, and a later test's events taken by
  // it would be retried on production's schedule instead of the test's.
  afterEach(async () => {
    env().sink.refuseLogins(false);
    await Promise.allSettled(workers.splice(0).map((worker) => worker.stop('SIGKILL')));
  });

  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('535 for a while: retried, logged at error, shown as delayed, delivered once the login works', async () => {
    const { sink, database, redis } = env();
    // The use cases only write the outbox: the worker process does everything else.
    const producer = await env().startPipeline({ relay: false, worker: false });
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-worker-535-'));
    folders.push(dataDir);
    sink.refuseLogins(true);
    const worker = spawnWorker({
      databaseUrl: database.url,
      redisUrl: redis.url,
      smtpUrl: sink.url,
      queuePrefix: env().newPrefix(),
      env: { DATA_DIR: dataDir, METRICS_TOKEN, WORKER_METRICS_PORT: '0' },
    });
    workers.push(worker);
    await worker.ready();
    const started = logLines(worker).find((line) => line.msg === 'worker started');
    const metricsUrl = `http://127.0.0.1:${String(started?.['metricsPort'])}/metrics`;
    const scrape = async () =>
      (await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

    // At start, the worker checked the mail server: one clear line says it cannot log in.
    const smtpLines = logLines(worker).filter((line) =>
      line.msg.startsWith('the mail server cannot be used'),
    );
    expect(smtpLines).toHaveLength(1);
    expect(smtpLines[0]?.level).toBe(50);
    expect(String(smtpLines[0]?.['reason'])).toContain('535');

    const address = 'smtp-535@example.com';
    await submitRequest(producer.useCases, address);

    // The team sees the three emails as delayed, with the server's answer.
    const delayed = await waitUntil(
      () => `three delayed emails; worker printed:\n${worker.output()}`,
      async () => {
        const listed = await producer.useCases.listEmails.execute(ADMIN, 'pending');
        const emails = listed.ok ? listed.value.emails : [];
        return (
          emails.length === 3 && emails.every((email) => email.status === 'retrying') && emails
        );
      },
    );
    expect(delayed.map((email: EmailDelivery) => email.template).sort()).toEqual([
      'credentials',
      'new-request-alert',
      'request-confirmation',
    ]);
    for (const email of delayed) expect(email.lastError).toContain('535');
    // The team's alert waits behind the confirmation of the same event, not tried yet.
    const attempts = Object.fromEntries(delayed.map((email) => [email.template, email.attempts]));
    expect(attempts['credentials']).toBeGreaterThanOrEqual(1);
    expect(attempts['request-confirmation']).toBeGreaterThanOrEqual(1);
    expect(attempts['new-request-alert']).toBe(0);
    const failedList = await producer.useCases.listEmails.execute(ADMIN, 'failed');
    expect(failedList.ok && failedList.value.emails).toEqual([]);

    // Still refused on the retries: the jobs keep coming back, the emails keep waiting.
    const refusedSends = () =>
      logLines(worker).filter(
        (line) => line.msg === 'the mail system did not take an email; it will be tried again',
      );
    await waitUntil(
      'the credentials email refused a second time',
      () => refusedSends().filter((line) => line['template'] === 'credentials').length >= 2,
    );

    // Each refused send is an error line naming the email and its event.
    const sendErrors = refusedSends();
    expect(sendErrors.every((line) => line.level === 50)).toBe(true);
    expect(new Set(sendErrors.map((line) => line['template']))).toEqual(
      new Set(['credentials', 'request-confirmation']),
    );
    for (const line of sendErrors) {
      expect(line['eventId']).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(line['reason'])).toContain('535');
    }

    // The operator's view: the mail server is down, sends fail, emails wait, jobs are delayed.
    const during = await scrape();
    expect(valueOf(during, 'workshop_mail_server_up')).toBe(0);
    expect(
      valueOf(during, 'workshop_email_errors_total{template="credentials",kind="mail_system"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(during, 'workshop_emails{status="pending"}')).toBe(3);
    expect(valueOf(during, 'workshop_emails{status="failed"}')).toBe(0);
    expect(
      (valueOf(during, 'workshop_queue_jobs{state="delayed"}') ?? 0) +
        (valueOf(during, 'workshop_queue_jobs{state="active"}') ?? 0),
    ).toBeGreaterThanOrEqual(1);
    // No heartbeat while the mail server refuses: compose marks the worker unhealthy.
    expect(existsSync(join(dataDir, 'worker-heartbeat'))).toBe(false);

    const fixedAt = Date.now();
    sink.refuseLogins(false);
    const [credentials] = await sink.waitFor(address, 2, 60_000);
    await sink.waitFor(WORKSHOP_EMAIL, 1, 60_000);
    await waitUntil('every email recorded as sent', async () => {
      const rows = await database.db('email_deliveries').where({ status: 'sent' });
      return rows.length === 3;
    });
    await sleep(500);
    console.log(
      `smtp-535: refused logins=${sink.refusedLogins()} send errors logged=${sendErrors.length} ` +
        `delivered=${sink.received.length} duplicates=${duplicates(sink.received)} ` +
        `(all sent ${((Date.now() - fixedAt) / 1000).toFixed(1)} s after the login worked)`,
    );
    expect(sink.received).toHaveLength(3);
    expect(duplicates(sink.received)).toBe(0);
    const credentialsEmail = sink.to(address).find((email) => email.subject.includes('account'));
    expect(credentialsEmail).toBeDefined();
    expect(credentials).toBeDefined();
    const password = temporaryPasswordIn(credentialsEmail as NonNullable<typeof credentialsEmail>);
    await expect(signIn(producer.useCases, address, password)).resolves.toBeDefined();
    const after = await scrape();
    expect(valueOf(after, 'workshop_emails{status="pending"}')).toBe(0);
    expect(valueOf(after, 'workshop_emails_sent_total{template="credentials"}')).toBe(1);
  }, 120_000);

  it('550 for one address: failed with the answer, and "Send again" delivers once the address works', async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline();
    const address = 'no-such-mailbox@example.com';
    sink.refuseRecipient(address);
    await submitRequest(pipeline.useCases, address);

    // The team's alert goes out; the customer's two emails fail for good, after one attempt.
    await sink.waitFor(WORKSHOP_EMAIL, 1);
    const failed = await waitUntil('two failed emails', async () => {
      const listed = await pipeline.useCases.listEmails.execute(ADMIN, 'failed');
      const emails = listed.ok
        ? listed.value.emails.filter((email) => email.recipient === address)
        : [];
      return emails.length === 2 && listed.ok && listed.value;
    });
    expect(failed.counts.failed).toBe(2);
    for (const email of failed.emails) {
      expect(email).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
      expect(email.lastError).toContain('550');
    }
    const credentialsRow = failed.emails.find((email) => email.template === 'credentials');
    expect(credentialsRow).toBeDefined();

    // The mailbox exists now: "Send again" on the credentials email.
    sink.acceptRecipient(address);
    const resent = await pipeline.useCases.resendEmail.execute(
      ADMIN,
      (credentialsRow as EmailDelivery).id,
    );
    expect(resent).toEqual({
      ok: true,
      value: { message: 'The email will be sent again in a moment.' },
    });
    const [credentials] = await sink.waitFor(address, 1);
    expect(credentials?.subject).toContain('account');
    // The temporary password made for this account and its first request signs in.
    const password = temporaryPasswordIn(credentials as NonNullable<typeof credentials>);
    await expect(signIn(pipeline.useCases, address, password)).resolves.toBeDefined();
    await waitUntil('the credentials email recorded as sent', async () => {
      const listed = await pipeline.useCases.listEmails.execute(ADMIN, 'sent');
      return (
        listed.ok &&
        listed.value.emails.some((email) => email.id === credentialsRow?.id && email.attempts === 2)
      );
    });
    // Only the one asked for was sent again; the confirmation stays failed.
    await sleep(500);
    expect(sink.to(address)).toHaveLength(1);
    const still = await pipeline.useCases.listEmails.execute(ADMIN, 'failed');
    expect(still.ok && still.value.emails.map((email) => email.template)).toEqual([
      'request-confirmation',
    ]);
    // Sending again what was sent is refused.
    const again = await pipeline.useCases.resendEmail.execute(ADMIN, credentialsRow?.id ?? 0);
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', rule: 'resend' } });
  });

  it('retries spent: what is left of the event is failed, with the reason', async () => {
    const { sink } = env();
    // Two quick attempts instead of production's fifteen over hours.
    const pipeline = await env().startPipeline({
      jobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 100 } },
    });
    sink.refuseLogins(true);
    const address = 'retries-spent@example.com';
    await submitRequest(pipeline.useCases, address);
    const failed = await waitUntil(
      'three emails failed after the last attempt',
      async () => {
        const listed = await pipeline.useCases.listEmails.execute(ADMIN, 'failed');
        const emails = listed.ok
          ? listed.value.emails.filter((email) => email.lastError?.startsWith('Given up'))
          : [];
        return emails.length === 3 && emails;
      },
      { timeoutMs: 45_000 },
    ); // a bound, not a speed: four refused logins on a busy machine
    sink.refuseLogins(false);
    for (const email of failed) {
      expect(email.lastError).toMatch(/^Given up after 2 attempt\(s\): .*535/);
    }
    // Each tried twice, but the alert, which waited behind the confirmation both times.
    expect(Object.fromEntries(failed.map((email) => [email.template, email.attempts]))).toEqual({
      credentials: 2,
      'request-confirmation': 2,
      'new-request-alert': 0,
    });
  });

  it('the worker watches the mail server: one error line while it refuses, healthy again after', async () => {
    const { sink } = env();
    const mailer = createSmtpMailer({
      smtpUrl: sink.url,
      from: 'w@workshop.test',
      publicUrl: 'https://workshop.test',
    });
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    sink.refuseLogins(true);
    const watch = watchSmtp(mailer, logger, 100);
    try {
      await watch.firstCheck;
      expect(watch.healthy()).toBe(false);
      await sleep(600); // several more checks, all refused
      expect(lines.filter((line) => line.level === 50)).toHaveLength(1);
      sink.refuseLogins(false);
      await waitUntil('healthy again', () => watch.healthy());
      expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'the mail server accepts the worker' });
    } finally {
      watch.stop();
      mailer.close();
      sink.refuseLogins(false);
    }
  });
});
