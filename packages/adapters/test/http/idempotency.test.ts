import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_KEY_MESSAGE,
  KEY_WITHOUT_ANSWER_MESSAGE,
  KEY_REUSED_MESSAGE,
} from '../../src/http/idempotency';
import {
  createCustomer,
  everyAnswer,
  startApp,
  startTestApi,
  stored,
  uniqueEmail,
  type TestApi,
} from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

/**
 * A replica killed after its commit answers 502, and the client tries again: with the same
 * Idempotency-Key the retry gets the first answer, whichever replica takes it, and nothing is
 * done twice.
 */
describe('Idempotency-Key on creating calls', () => {
  let api: TestApi;
  /** A second API process on the same database: another replica. */
  let replica: TestApi;
  let image: Buffer;

  beforeAll(async () => {
    api = await startTestApi();
    replica = await startApp(api);
    image = await pngImage(40, 30);
  });
  afterAll(async () => {
    await replica?.close();
    await api?.close();
  });

  /** The wizard's final step as the spec's client sends it: a multipart form with an image. */
  const submit = (
    to: TestApi,
    email: string,
    key?: string,
    fields: Record<string, string> = {},
  ): Test => {
    const request = to.request.post('/api/furniture-requests');
    if (key !== undefined) request.set('Idempotency-Key', key);
    return request
      .field({
        fullName: 'Ada Lovelace',
        email,
        phone: '',
        timeline: '',
        furnitureType: 'table',
        description: 'A walnut dining table for eight',
        budgetRange: '',
        ...fields,
      })
      .attach('image', image, 'table.png');
  };
  const projects = (email: string) => api.knex('furniture_requests').where({ email });
  const submittedEvents = async (email: string) =>
    (await api.knex('outbox').whereIn('type', ['RequestSubmitted', 'AccountCreated']))
      .map((row: { type: string; payload: { email?: string } }) => ({ ...row }))
      .filter((row) => row.payload.email === email)
      .map((row) => row.type)
      .sort();
  const tmpFiles = async () => readdir(join(api.dataDir, 'tmp')).catch(() => []);

  it('answers a retry of a submission with the first answer: one project, one event, one image', async () => {
    const email = uniqueEmail('retry');
    const key = randomUUID();
    const before = await stored(api);
    const first = await submit(api, email, key);
    expect(first.status, first.text).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The retry reaches the other replica, with a new multipart boundary as a browser draws.
    const retry = await submit(replica, email, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await projects(email)).toHaveLength(1);
    expect(await submittedEvents(email)).toEqual(['AccountCreated', 'RequestSubmitted']);
    const after = await stored(api);
    expect(after.requests - before.requests).toBe(1);
    expect(after.uploads - before.uploads).toBe(1);
    expect(await tmpFiles()).toEqual([]);
  });

  it('runs sends of one key at once as one: one project, the same answer to each', async () => {
    const email = uniqueEmail('together');
    const key = randomUUID();
    const before = await stored(api);
    const answers = await Promise.all(
      [api, replica, api, replica, api].map((to) => submit(to, email, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const [first] = answers;
    for (const answer of answers) expect(answer.body).toEqual(first?.body);
    expect(answers.filter((answer) => !answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await projects(email)).toHaveLength(1);
    expect(await submittedEvents(email)).toEqual(['AccountCreated', 'RequestSubmitted']);
    // The images the others had stored went with their requests.
    expect((await stored(api)).uploads - before.uploads).toBe(1);
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses the same key with another body or on another call (422), and does nothing', async () => {
    const email = uniqueEmail('reused');
    const key = randomUUID();
    expect((await submit(api, email, key)).status).toBe(201);
    const before = await stored(api);
    const changed = await submit(api, email, key, { description: 'A cherry desk' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: KEY_REUSED_MESSAGE });
    const elsewhere = await api.request
      .post('/api/customizations/image')
      .set('Idempotency-Key', key)
      .field({ sessionId: 'session_1700000000000_abcdefghi' })
      .attach('image', image, 'table.png');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toEqual({ message: KEY_REUSED_MESSAGE });
    expect(await stored(api)).toEqual(before);
    expect(await projects(email)).toHaveLength(1);
  });

  it('works as before without a key: two sends are two projects', async () => {
    const email = uniqueEmail('keyless');
    expect((await submit(api, email)).status).toBe(201);
    expect((await submit(replica, email)).status).toBe(201);
    expect(await projects(email)).toHaveLength(2);
  });

  it('keeps no key for a refused request: fixed, the same key goes through once', async () => {
    const email = uniqueEmail('fixed');
    const key = randomUUID();
    const refused = await submit(api, email, key, { fullName: '' });
    expect(refused.status).toBe(400);
    const fixed = await submit(api, email, key);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect((await submit(api, email, key)).headers['idempotent-replayed']).toBe('true');
    expect(await projects(email)).toHaveLength(1);
  });

  it("keeps each caller's keys apart, and replays a JSON message as it was answered", async () => {
    const [ada, grace] = [await createCustomer(api), await createCustomer(api)];
    const key = randomUUID();
    const post = (who: typeof ada, to: TestApi = api) =>
      to.request
        .post(`/api/furniture-requests/${who.projectId}/messages`)
        .set('Cookie', who.cookie)
        .set('Idempotency-Key', key)
        .send({ message: 'Is walnut possible?', senderName: 'Me', senderType: 'customer' });
    const fromAda = await post(ada);
    const fromGrace = await post(grace);
    expect([fromAda.status, fromGrace.status]).toEqual([201, 201]);
    expect(fromGrace.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(ada, replica);
    expect(again.status).toBe(201);
    expect(again.text).toBe(fromAda.text);
    const messages = (projectId: number) => api.knex('messages').where({ project_id: projectId });
    expect(await messages(ada.projectId)).toHaveLength(1);
    expect(await messages(grace.projectId)).toHaveLength(1);
    const posted = await api
      .knex('outbox')
      .where({ type: 'MessagePosted' })
      .whereRaw(`(payload->>'requestId')::int = ?`, [ada.projectId]);
    expect(posted).toHaveLength(1);
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['', 'x'.repeat(256), 'a b', '""']) {
      const res = await submit(api, uniqueEmail('badkey'), key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body).toEqual({ message: INVALID_KEY_MESSAGE });
    }
    // The structured-field form of the draft is read too.
    const email = uniqueEmail('quoted');
    expect((await submit(api, email, '"abc-123-quoted"')).status).toBe(201);
    expect((await submit(api, email, 'abc-123-quoted')).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('never runs a request again for a key whose answer is missing', async () => {
    // The key and its answer commit together; a row without one was written some other way.
    const key = randomUUID();
    await api.knex.raw(
      `INSERT INTO idempotency_keys (caller, key, expires_at) VALUES ('anonymous', ?, now() + interval '1 hour')`,
      [key],
    );
    const email = uniqueEmail('lost');
    const retry = await submit(api, email, key);
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ message: KEY_WITHOUT_ANSWER_MESSAGE });
    expect(await projects(email)).toHaveLength(0);
  });

  it('runs a request anew once its key has expired', async () => {
    const email = uniqueEmail('expired');
    const key = randomUUID();
    const first = await submit(api, email, key);
    await api
      .knex('idempotency_keys')
      .where({ key })
      .update({ expires_at: api.knex.raw(`now() - interval '1 minute'`) });
    const later = await submit(api, email, key);
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.request.id).not.toBe(first.body.request.id);
    expect(await projects(email)).toHaveLength(2);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
