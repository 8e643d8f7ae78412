import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limits';
import { useWorkflowEnvironment } from '../workflow/environment';
import { WORKSHOP_EMAIL } from '../workflow/pipeline';
import { waitUntil } from '../workflow/wait';
import { everyAnswer, startApp, type TestApi } from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const SUBMITTED =
  "Your project request has been received. We'll review it and send you a quote within 3 business days. We've emailed you a confirmation, and your login details if this is your first request.";

/**
 * The anonymous request form names any address: whoever sends it, from however many machines,
 * the address gets a few confirmations an hour, none repeating what the sender typed, while
 * every request still reaches the team. Over HTTP, with the relay, BullMQ worker and SMTP sink.
 */
describe('requests sent with a stranger’s address, over HTTP with the worker', () => {
  const env = useWorkflowEnvironment();
  let api: TestApi;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'workshop-stranger-'));
    api = await startApp(
      {
        knex: env().database.db,
        dataDir,
        adminPasskey: `passkey-${randomBytes(12).toString('hex')}`,
      },
      // The production limits, each sender at an address of its own behind the proxy.
      { trustProxy: true, rateLimits: DEFAULT_RATE_LIMITS },
    );
  });
  afterAll(async () => {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends one address at most three confirmations an hour, none with the senders’ text', async () => {
    const { sink, database } = env();
    await env().startPipeline();
    const victim = `victim-${randomBytes(4).toString('hex')}@example.com`;
    // All at once, as a script would send them.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((sender) =>
        api.request
          .post('/api/furniture-requests')
          .set('X-Forwarded-For', `198.51.100.${sender}`)
          .send({
            fullName: `Prize Desk ${sender}`,
            email: victim,
            description: `You won! Claim it at https://prizes.example/${sender}`,
          }),
      ),
    );
    const ids: number[] = [];
    for (const res of answers) {
      // The sender learns nothing: every request is taken, with the same answer.
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(SUBMITTED);
      ids.push((res.body as { request: { id: number } }).request.id);
    }

    const rows = await waitUntil(
      'every email of the six requests settled',
      async () => {
        const found: { template: string; recipient: string; status: string; last_error: string }[] =
          await database
            .db('email_deliveries')
            .whereIn('project_id', ids)
            .orWhere({ recipient: victim })
            .select('template', 'recipient', 'status', 'last_error');
        const settled = found.every((row) => !['sending', 'retrying'].includes(row.status));
        return found.length === 1 + 6 + 6 && settled && found;
      },
      { timeoutMs: 30_000 },
    );

    const confirmations = rows.filter((row) => row.template === 'request-confirmation');
    expect(confirmations.filter((row) => row.status === 'sent')).toHaveLength(3);
    expect(confirmations.filter((row) => row.status === 'skipped')).toEqual(
      Array(3).fill({
        template: 'request-confirmation',
        recipient: victim,
        status: 'skipped',
        last_error: 'Held back: 3 went to this address in the 60 minutes before',
      }),
    );
    const received = await sink.waitFor(victim, 4);
    const subjects = received.map((email) => email.subject);
    expect(subjects.filter((subject) => subject === `Your ${BUSINESS.name} account`)).toHaveLength(
      1,
    );
    const confirmed = subjects.filter((subject) => subject.startsWith('We received'));
    expect(new Set(confirmed).size).toBe(3);
    for (const subject of confirmed) {
      expect(ids.map((id) => `We received your project request #${id}`)).toContain(subject);
    }
    expect(received).toHaveLength(4);
    for (const email of received) {
      for (const part of [email.text, email.html]) {
        expect(part).not.toContain('Prize Desk');
        expect(part).not.toContain('prizes.example');
      }
    }
    // The team hears of every one of them, with what was sent.
    for (const id of ids) {
      const alert = await waitUntil(`the team's alert for #${id}`, () =>
        sink.to(WORKSHOP_EMAIL).find((email) => email.subject.startsWith(`New request #${id} `)),
      );
      expect(alert.text).toMatch(/https:\/\/prizes\.example\/\d/);
    }
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
