import { NAME_RULE_MESSAGE } from '@workshop/domain';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  stored,
  submitProject,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const REQUESTS = '/api/furniture-requests';

/** What an outside attack typed where a name goes, each refused as it was sent. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['a line break and a forged line', 'Ada Lovelace\nApproved by the workshop, paid in full'],
  ['a CRLF line break', 'Ada\r\nLovelace'],
  ['the Hangul filler U+3164', 'Ada\u3164Lovelace'],
  ['the halfwidth Hangul filler U+FFA0', '\uFFA0'],
  ['the blank braille cell U+2800', '\u2800\u2800\u2800'],
  ['a lone combining mark', '\u0301'],
  ['only invisible characters', '\u200B\u2060\u3164'],
];

/** Real names in other scripts (and one in Latin with its accents). */
const REAL = ['Zoë Ångström', 'Мария Иванова', '李小龙', 'محمد'];

describe('names at every field where one is typed (HTTP, PostgreSQL)', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  /** A project of Ada's that is quoted: the one her signature would accept. */
  let quoted: number;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
    quoted = await submitProject(api, ada.email);
    await quote(api, admin, quoted);
  });
  afterAll(async () => {
    await api?.close();
  });

  const fields: Readonly<Record<string, (name: string) => Test>> = {
    'the request’s full name (JSON, as the wizard sends)': (name) =>
      api.request.post(REQUESTS).send({ fullName: name, email: uniqueEmail('name') }),
    'the request’s full name (multipart, as the quick form sends)': (name) =>
      api.request.post(REQUESTS).field({ fullName: name, email: uniqueEmail('name') }),
    'the edit dialog’s full name': (name) =>
      api.request
        .patch(`${REQUESTS}/${ada.projectId}`)
        .set('Cookie', ada.cookie)
        .send({ fullName: name, email: ada.email }),
    'the quote’s "quoted by"': (name) =>
      api.request
        .post(`${REQUESTS}/${ada.projectId}/quote`)
        .set('Cookie', admin)
        .send({ quoteAmount: '$1,200', quotedBy: name }),
    'a customer message’s sender name': (name) =>
      api.request
        .post(`${REQUESTS}/${ada.projectId}/messages`)
        .set('Cookie', ada.cookie)
        .send({ message: 'Hello', senderName: name, senderType: 'customer' }),
    'the workshop’s sender name (multipart)': (name) =>
      api.request
        .post(`${REQUESTS}/${ada.projectId}/messages`)
        .set('Cookie', admin)
        .field({ message: 'Hello', senderName: name, senderType: 'admin' }),
    'the acceptance signature': (name) =>
      api.request
        .post(`${REQUESTS}/${quoted}/approve`)
        .set('Cookie', ada.cookie)
        .send({ signatureName: name }),
  };

  for (const [field, send] of Object.entries(fields)) {
    it.each(HOSTILE)(`${field}: refuses %s with the rule's message`, async (_what, name) => {
      const before = await stored(api);
      const res = await send(name);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(NAME_RULE_MESSAGE);
      expect(await stored(api)).toEqual(before);
    });
  }

  it('left both projects as they were: nothing quoted, approved or renamed', async () => {
    const rows = await api
      .knex('furniture_requests')
      .whereIn('id', [ada.projectId, quoted])
      .orderBy('id')
      .select('status', 'full_name');
    expect(rows).toEqual([
      { status: 'new', full_name: 'Ada Lovelace' },
      { status: 'quoted', full_name: 'Ada Lovelace' },
    ]);
    expect(
      await api.knex('quote_acceptances').whereIn('request_id', [ada.projectId, quoted]),
    ).toEqual([]);
  });

  it.each(REAL)('takes %s as a name in every field', async (name) => {
    for (const field of [
      'the request’s full name (JSON, as the wizard sends)',
      'the request’s full name (multipart, as the quick form sends)',
      'the edit dialog’s full name',
      'a customer message’s sender name',
      'the workshop’s sender name (multipart)',
    ]) {
      const res = await fields[field]!(name);
      expect(res.status, `${field}: ${res.text}`).toBeLessThan(300);
    }
    const row = await api.knex('furniture_requests').where({ id: ada.projectId }).first();
    expect(row.full_name).toBe(name);
  });

  it('takes a non-Latin "quoted by" and signature, which then quote and approve', async () => {
    const project = await submitProject(api, ada.email, { fullName: 'محمد' });
    const quoteRes = await api.request
      .post(`${REQUESTS}/${project}/quote`)
      .set('Cookie', admin)
      .send({ quoteAmount: '$900', quotedBy: '李小龙' });
    expect(quoteRes.status, quoteRes.text).toBe(200);
    const approved = await api.request
      .post(`${REQUESTS}/${project}/approve`)
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'محمد' });
    expect(approved.status, approved.text).toBe(200);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
