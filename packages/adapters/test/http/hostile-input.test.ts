import { NAME_RULE_MESSAGE } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { expectRefusedCleanly, titled, type HostileCase } from './hostile';
import { expectOnlyDocumentedAnswers } from './openapi';

let api: TestApi;
let admin: string;
let customer: Customer;

const REQUESTS = '/api/furniture-requests';
const DRAFTS = '/api/customizations';
const SIGN_IN = '/api/auth/signin';
const MB = 1024 * 1024;
const NOT_JSON = 'The request body is not valid JSON';
const NOT_TEXT = 'Text must not contain NUL characters';
const BAD_ID = 'Project id must be a positive whole number';

const valid = () => ({ fullName: 'Ada Lovelace', email: uniqueEmail('hostile') });
const draft = { sessionId: 'session_1_hostile01', furnitureType: 'table' };
const post = (path: string, body: object) => api.request.post(path).send(body);
const form = (path: string, fields: Record<string, string>) => api.request.post(path).field(fields);
const raw = (path: string, text: string, type = 'application/json') =>
  api.request.post(path).set('Content-Type', type).send(text);

const MALFORMED: HostileCase[] = [
  ['truncated JSON on submit', () => raw(REQUESTS, '{"fullName": "Ada",'), 400, NOT_JSON],
  ['truncated JSON on sign-in', () => raw(SIGN_IN, '{"email": '), 400, NOT_JSON],
  ['single quotes on a draft save', () => raw(DRAFTS, "{'sessionId': 'x'}"), 400, NOT_JSON],
  ['a bare JSON string', () => raw(REQUESTS, '"Ada"'), 400, NOT_JSON],
  ['JSON null', () => raw('/api/auth/forgot-password', 'null'), 400, NOT_JSON],
  ['a JSON array', () => raw(REQUESTS, '[{"fullName":"Ada"}]'), 400, 'Expected a JSON object'],
  [
    'JSON sent as text/plain',
    () => raw(SIGN_IN, '{"email":"a@b.co","password":"x"}', 'text/plain'),
    400,
    'Expected a JSON object',
  ],
  [
    'JSON nested 50,000 deep',
    () => raw(REQUESTS, `{"fullName":${'['.repeat(50_000)}${']'.repeat(50_000)}}`),
    400,
  ],
];

const WRONG_TYPES: HostileCase[] = [
  [
    'a number as the full name',
    () => post(REQUESTS, { ...valid(), fullName: 42 }),
    400,
    'Full name is required',
  ],
  [
    'an array as the email',
    () => post(REQUESTS, { ...valid(), email: ['ada@example.com'] }),
    400,
    'Please enter a valid email address',
  ],
  [
    'an object as the description',
    () => post(REQUESTS, { ...valid(), description: { a: 1 } }),
    400,
  ],
  ['a boolean as the phone', () => post(REQUESTS, { ...valid(), phone: true }), 400],
  [
    'an operator object as the password',
    () => post(SIGN_IN, { email: 'ada@example.com', password: { $ne: '' } }),
    400,
    'Password is required',
  ],
  [
    'a number as the new password',
    () => post('/api/auth/reset-password', { token: 'abc', newPassword: 123456789 }),
    400,
  ],
  [
    'an array as the reset token',
    () => post('/api/auth/reset-password', { token: ['a'], newPassword: 'Long-enough-1' }),
    400,
    'Invalid or missing reset token',
  ],
  [
    'a number as a draft session id',
    () => post(DRAFTS, { ...draft, sessionId: 7 }),
    400,
    'Session ID is required',
  ],
  [
    'an object as the features of a draft',
    () => post(DRAFTS, { ...draft, features: { a: 1 } }),
    400,
    'Features must be a list of text',
  ],
  [
    'features that are not a JSON list',
    () => form(DRAFTS, { ...draft, features: '{"a":1}' }),
    400,
    'Features must be a list of text',
  ],
  [
    'a repeated multipart field (an array)',
    () =>
      api.request
        .post(REQUESTS)
        .field('fullName', 'Ada')
        .field('fullName', 'Eve')
        .field('email', uniqueEmail()),
    400,
    'Full name is required',
  ],
  [
    'a bracketed multipart field (an object)',
    () => api.request.post(REQUESTS).field('fullName[first]', 'Ada').field('email', uniqueEmail()),
    400,
    'Full name is required',
  ],
  [
    'the user type twice in the query (an array)',
    () =>
      api.request
        .get('/api/messages/unread-counts?userType=admin&userType=admin')
        .set('Cookie', admin),
    400,
  ],
];

const HUGE: HostileCase[] = [
  [
    'a 1 MB field in a multipart request',
    () => form(REQUESTS, { ...valid(), description: 'x'.repeat(MB) }),
    400,
  ],
  [
    'a 1 MB field in a multipart draft',
    () => form(DRAFTS, { ...draft, notes: 'x'.repeat(MB) }),
    400,
  ],
  [
    '60 multipart fields',
    () => form(REQUESTS, Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']))),
    400,
  ],
  [
    'a 90 kB description in JSON',
    () => post(REQUESTS, { ...valid(), description: 'x'.repeat(90_000) }),
    400,
    'Description must be 500 characters or less',
  ],
  [
    'a 10 kB password',
    () => post(SIGN_IN, { email: 'ada@example.com', password: 'x'.repeat(10_000) }),
    400,
  ],
  [
    'a JSON body over 100 kB',
    () => post(REQUESTS, { ...valid(), description: 'x'.repeat(101 * 1024) }),
    413,
    'The request body is too large',
  ],
  ['a 1 MB JSON sign-in', () => post(SIGN_IN, { email: 'a@b.co', password: 'x'.repeat(MB) }), 413],
];

// Postgres text cannot hold U+0000: such text must be refused before it reaches a query.
const NUL: HostileCase[] = [
  [
    'NUL in a JSON field',
    () => post(REQUESTS, { ...valid(), fullName: 'Ada\u0000' }),
    400,
    NOT_TEXT,
  ],
  [
    'NUL in a multipart field',
    () => form(REQUESTS, { ...valid(), description: 'a\u0000b' }),
    400,
    NOT_TEXT,
  ],
  [
    'NUL in a draft session id',
    () => post(DRAFTS, { ...draft, sessionId: 'session_1\u0000' }),
    400,
    NOT_TEXT,
  ],
  [
    'NUL in a feature (jsonb)',
    () => post(DRAFTS, { ...draft, features: ['Live\u0000Edge'] }),
    400,
    NOT_TEXT,
  ],
  ['NUL in a JSON key', () => raw(REQUESTS, '{"full\\u0000Name":"Ada"}'), 400, NOT_TEXT],
];

const BAD_IDS: HostileCase[] = [
  'abc',
  '0',
  '-1',
  '99999999999',
  '2147483648',
  '1.5',
  '1e3',
  '0x10',
  '%20',
  '1;DROP%20TABLE%20users',
].flatMap((id): HostileCase[] => [
  [
    `project id '${id}' (admin)`,
    () =>
      api.request
        .patch(`${REQUESTS}/${id}/admin-notes`)
        .set('Cookie', admin)
        .send({ adminNotes: 'x' }),
    400,
    BAD_ID,
  ],
  [
    `project id '${id}' (customer)`,
    () => api.request.get(`${REQUESTS}/${id}/messages`).set('Cookie', customer.cookie),
    400,
    BAD_ID,
  ],
]);

/** Suite 4, bodies and ids: whatever a client sends, a 4xx with a message and nothing stored. */
describe('HTTP hostile input: bodies, types, sizes, ids', () => {
  beforeAll(async () => {
    api = await startTestApi();
    [admin, customer] = await Promise.all([signInAdmin(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const check = (c: HostileCase) => expectRefusedCleanly(api, c);
  describe('malformed JSON', () => it.each(titled(MALFORMED))('%s', (_name, c) => check(c)));
  describe('wrong types', () => it.each(titled(WRONG_TYPES))('%s', (_name, c) => check(c)));
  describe('huge strings and bodies', () => it.each(titled(HUGE))('%s', (_name, c) => check(c)));
  describe('NUL characters', () => it.each(titled(NUL))('%s', (_name, c) => check(c)));
  describe('ids that are not ids', () => it.each(titled(BAD_IDS))('%s', (_name, c) => check(c)));

  describe('payloads that are only text', () => {
    const sql = "Robert'); DROP TABLE furniture_requests;--";
    // A name follows the name rule (letters, spaces, ' - . , & and brackets): no semicolon.
    const sqlName = "Robert') DROP TABLE students --";
    const script = '<script>alert(document.cookie)</script>';
    const both = `' OR '1'='1' -- ${script} ${sql}`;

    it('stores SQL and script payloads verbatim and returns them as JSON text', async () => {
      const email = uniqueEmail('bobby');
      const res = await post(REQUESTS, {
        fullName: sqlName,
        email,
        description: both,
        phone: "1'; --",
      });
      expect(res.status).toBe(201);
      const list = await api.request.get(REQUESTS).set('Cookie', admin);
      expect(list.headers['content-type']).toMatch(/^application\/json/);
      const mine = (list.body as Record<string, unknown>[]).find((r) => r['email'] === email);
      expect(mine).toMatchObject({ fullName: sqlName, description: both, phone: "1'; --" });
    });

    it('keeps a script in a message as text, for both sides', async () => {
      const url = `${REQUESTS}/${customer.projectId}/messages`;
      const posted = await api.request
        .post(url)
        .set('Cookie', customer.cookie)
        .send({ message: script, senderName: sqlName, senderType: 'customer' });
      expect(posted.status).toBe(201);
      const list = await api.request.get(url).set('Cookie', admin);
      expect(list.body.data).toContainEqual(
        expect.objectContaining({ message: script, senderName: sqlName }),
      );
    });

    it('refuses a script or a semicolon in a name: names are letters, not markup', async () => {
      for (const fullName of [sql, script]) {
        const res = await post(REQUESTS, { fullName, email: uniqueEmail('bobby') });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(NAME_RULE_MESSAGE);
      }
    });

    it('keeps SQL in a draft as text', async () => {
      const sessionId = "session_1' OR '1'='1";
      const res = await form(DRAFTS, { sessionId, furnitureType: sql, notes: script });
      expect(res.status).toBe(200);
      const row = await api
        .knex('furniture_customizations')
        .where({ session_id: sessionId })
        .first();
      expect(row).toMatchObject({ furniture_type: sql, notes: script });
    });

    it('ignores __proto__ in a JSON body', async () => {
      const body = JSON.stringify(valid()).replace('{', '{"__proto__":{"polluted":"yes"},');
      expect((await raw(REQUESTS, body)).status).toBe(201);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('treats a forged or malformed session cookie as nobody', async () => {
      for (const value of ['%%%', 'a'.repeat(43), 'x'.repeat(5000), 'a;b=c']) {
        const res = await api.request.get(REQUESTS).set('Cookie', `workshop_session=${value}`);
        expect(res.status).toBe(401);
        expect(res.body.message).toEqual(expect.any(String));
      }
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
