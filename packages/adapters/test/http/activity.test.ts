import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from '../workflow/environment';
import { WORKSHOP_EMAIL } from '../workflow/pipeline';
import { temporaryPasswordIn } from '../workflow/scenario';
import { waitUntil } from '../workflow/wait';
import { everyAnswer, sessionCookie, signInAdmin, startApp, type TestApi } from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

interface Entry {
  readonly id: string;
  readonly type: string;
  readonly at: string;
  readonly actor: { readonly role: string; readonly name?: string };
  readonly [detail: string]: unknown;
}

/**
 * The activity log end to end on PostgreSQL: the API takes every step of a project while the
 * relay, BullMQ worker and SMTP sink send its emails, and the log read back over HTTP tells
 * every step in order, with who did it and what became of each email.
 */
describe('GET /api/furniture-requests/:id/activity, against PostgreSQL with the worker', () => {
  const env = useWorkflowEnvironment();
  let api: TestApi;
  let dataDir: string;
  let admin: string;

  beforeAll(async () => {
    const { database } = env();
    dataDir = await mkdtemp(join(tmpdir(), 'workshop-activity-'));
    api = await startApp({
      knex: database.db,
      dataDir,
      adminPasskey: `passkey-${randomBytes(12).toString('hex')}`,
    });
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const url = (id: number, path = '') => `/api/furniture-requests/${id}${path}`;

  /** Every event relayed and every email settled (sent, skipped or failed), so steps keep their order. */
  async function settle(): Promise<void> {
    const { database } = env();
    await waitUntil('the outbox relayed and every email settled', async () => {
      const [waiting] = await database
        .db('outbox')
        .whereNull('published_at')
        .where((due) =>
          due.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', new Date()),
        )
        .count({ n: '*' });
      const [pending] = await database
        .db('email_deliveries')
        .whereIn('status', ['sending', 'retrying'])
        .count({ n: '*' });
      return Number(waiting?.n) === 0 && Number(pending?.n) === 0;
    });
    // An event just handed to the queue may not have claimed its emails yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitUntil('no email in flight', async () => {
      const [pending] = await env()
        .database.db('email_deliveries')
        .whereIn('status', ['sending', 'retrying'])
        .count({ n: '*' });
      return Number(pending?.n) === 0;
    });
  }

  it('tells a project from request to completion, in order, with who did what and each email', async () => {
    const { sink } = env();
    // The API's file store: the worker attaches the signed copy the API stored.
    await env().startPipeline({ uploadsDir: join(dataDir, 'uploads') });
    const email = `ada-${randomBytes(4).toString('hex')}@example.com`;

    // The quick form on / (no wizard session).
    const submitted = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email, description: 'Oak dining table' });
    expect(submitted.status).toBe(201);
    const id = (submitted.body as { request: { id: number } }).request.id;
    const credentials = await waitUntil('the credentials email', () =>
      sink.to(email).find((candidate) => candidate.text.includes('Temporary password')),
    );
    await settle();
    const temporary = await api.request
      .post('/api/auth/signin')
      .send({ email, password: temporaryPasswordIn(credentials) });
    expect(temporary.status).toBe(200);
    const password = `Walnut-${randomBytes(6).toString('hex')}`;
    const changed = await api.request
      .post('/api/auth/change-password')
      .set('Cookie', sessionCookie(temporary))
      .send({ currentPassword: temporaryPasswordIn(credentials), newPassword: password });
    expect(changed.status).toBe(200);
    const ada = sessionCookie(temporary);
    const asAda = (method: 'get' | 'post' | 'patch', path: string) =>
      api.request[method](path).set('Cookie', ada);
    const asAdmin = (method: 'get' | 'post' | 'patch', path: string) =>
      api.request[method](path).set('Cookie', admin);

    const edited = await asAda('patch', url(id)).send({
      fullName: 'Ada Lovelace',
      email,
      phone: '555-0100',
      description: 'Oak dining table for eight',
    });
    expect(edited.status).toBe(200);
    await settle();

    // From here the customer's mailbox refuses mail: their emails fail for good.
    sink.refuseRecipient(email);
    const quoted = await asAdmin('post', url(id, '/quote')).send({
      quoteAmount: '$4,800',
      quotedBy: 'Sam',
    });
    expect(quoted.status).toBe(200);
    await settle();
    // Read, then opened on the dashboard: the opening is what the log shows.
    expect((await asAda('get', url(id, '/quotes'))).status).toBe(200);
    expect((await asAda('post', url(id, '/quotes/1/viewed'))).status).toBe(200);
    await settle();
    const asked = await asAda('post', url(id, '/request-changes')).send({
      message: 'Could the top be walnut?',
    });
    expect(asked.status).toBe(200);
    await settle();
    const revised = await asAdmin('post', url(id, '/quote')).send({
      quoteAmount: '$4,500',
      quotedBy: 'Sam',
    });
    expect(revised.status).toBe(200);
    await settle();
    const approved = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(approved.status).toBe(200);
    await settle();
    const said = await asAdmin('post', url(id, '/messages')).send({
      message: 'We start on Monday',
      senderName: 'Sam',
      senderType: 'admin',
    });
    expect(said.status).toBe(201);
    await settle();
    const completed = await asAdmin('patch', url(id, '/status')).send({ status: 'completed' });
    expect(completed.status).toBe(200);
    await settle();

    const res = await asAdmin('get', url(id, '/activity'));
    expect(res.status).toBe(200);
    const entries = (res.body as { data: Entry[] }).data;

    const ada_ = { role: 'customer', name: 'Ada Lovelace' };
    const sam = { role: 'admin', name: 'Sam' };
    const system = { role: 'system' };
    const sent = (template: string, to: string) => ({
      type: 'email',
      template,
      recipient: to,
      state: 'sent',
      error: null,
      attempts: 1,
      actor: system,
    });
    const refused = (template: string) => ({
      type: 'email',
      template,
      recipient: email,
      state: 'failed',
      error: expect.stringContaining('550'),
      attempts: 1,
      actor: system,
    });
    // The emails of one event go out in the order the worker plans them; compare each step as
    // a group, steps in order.
    const steps: Record<string, unknown>[][] = [
      [
        { type: 'request_created', source: 'quick_form', actor: ada_ },
        { type: 'account_created', actor: system },
      ],
      [
        sent('credentials', email),
        sent('request-confirmation', email),
        sent('new-request-alert', WORKSHOP_EMAIL),
      ],
      [{ type: 'request_edited', fields: ['phone', 'description'], actor: ada_ }],
      [
        { type: 'quote_sent', quoteVersion: 1, amount: '$4,800', actor: sam },
        { type: 'status_changed', from: 'new', to: 'quoted', actor: sam },
        refused('quote-ready'),
      ],
      [
        { type: 'quote_viewed', quoteVersion: 1, actor: ada_ },
        sent('quote-viewed', WORKSHOP_EMAIL),
      ],
      [
        { type: 'quote_changes_requested', quoteVersion: 1, actor: ada_ },
        sent('quote-changes-requested', WORKSHOP_EMAIL),
      ],
      [
        { type: 'quote_sent', quoteVersion: 2, amount: '$4,500', actor: sam },
        refused('quote-ready'),
      ],
      [
        {
          type: 'quote_approved',
          quoteVersion: 2,
          amount: '$4,500',
          signedCopyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
          actor: { role: 'customer', name: 'Ada Lovelace' },
        },
        {
          type: 'status_changed',
          from: 'quoted',
          to: 'in_progress',
          actor: { role: 'customer', name: 'Ada Lovelace' },
        },
        sent('quote-approved', WORKSHOP_EMAIL),
        refused('signed-copy'),
      ],
      [{ type: 'message_posted', actor: sam }, refused('new-message')],
      [
        { type: 'status_changed', from: 'in_progress', to: 'completed', actor: { role: 'admin' } },
        refused('project-completed'),
      ],
    ];
    const details = entries.map(({ id: _id, at: _at, messageId: _m, ...entry }) => entry);
    let offset = 0;
    for (const [index, step] of steps.entries()) {
      const got = details.slice(offset, offset + step.length);
      // Within an event, its own entries come first; its emails in any order.
      const [own, emails] = [
        step.filter((e) => e['type'] !== 'email'),
        step.filter((e) => e['type'] === 'email'),
      ];
      expect(got.slice(0, own.length), `step ${index + 1}`).toEqual(own);
      expect(got.slice(own.length), `step ${index + 1}'s emails`).toEqual(
        expect.arrayContaining(emails),
      );
      expect(got.length, `step ${index + 1}`).toBe(step.length);
      offset += step.length;
    }
    // Any later entries are the site's own (the reminder of an unanswered version is never due
    // here): nothing else happened.
    expect(details.slice(offset)).toEqual([]);

    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries.every((entry) => entry.at === new Date(entry.at).toISOString())).toBe(true);

    // Customers (even this project's own), visitors, and an unknown project.
    const customer = await asAda('get', url(id, '/activity'));
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ message: 'Admin access required' });
    const visitor = await api.request.get(url(id, '/activity'));
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toEqual(expect.any(String));
    const unknown = await asAdmin('get', url(id + 10_000, '/activity'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Project not found' });
    const bad = await asAdmin('get', '/api/furniture-requests/abc/activity');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it('says where a request came from: the wizard names its draft session', async () => {
    const submitted = await api.request.post('/api/furniture-requests').send({
      fullName: 'Grace Hopper',
      email: `grace-${randomBytes(4).toString('hex')}@example.com`,
      sessionId: `session_${Date.now()}_abcdefghi`,
    });
    expect(submitted.status).toBe(201);
    const id = (submitted.body as { request: { id: number } }).request.id;
    const res = await api.request.get(url(id, '/activity')).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect((res.body as { data: Entry[] }).data[0]).toMatchObject({
      type: 'request_created',
      source: 'wizard',
      actor: { role: 'customer', name: 'Grace Hopper' },
    });
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
