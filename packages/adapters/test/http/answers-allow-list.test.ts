import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KnexRequestRepository } from '../../src/persistence';
import { KnexQuoteRepository } from '../../src/persistence/quote-repository';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';

const COLUMN_PROBE = 'column-probe-never-sent';
const RECORD_PROBE = 'record-probe-never-sent';

/** Every record these repository methods hand out gets a field no mapper names. */
function probeEveryRecord(prototype: object, names: readonly string[]): void {
  const addProbe = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(addProbe);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    const record = value as Record<string, unknown>;
    const isRecord = 'requestId' in record || 'customerId' in record;
    const probed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) probed[key] = addProbe(field);
    return isRecord ? { ...probed, internalProbe: RECORD_PROBE } : probed;
  };
  for (const name of names) {
    const method = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
    if (typeof method !== 'function') throw new Error(`No method ${name} to probe`);
    vi.spyOn(prototype as Record<string, (...args: unknown[]) => unknown>, name).mockImplementation(
      async function (this: unknown, ...args: unknown[]) {
        return addProbe(await (method as (...a: unknown[]) => Promise<unknown>).apply(this, args));
      },
    );
  }
}

describe('answers name their fields: a new column or record field reaches no answer', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    // A column someone adds to the projects and the quotes...
    await api.knex.raw(
      `ALTER TABLE furniture_requests ADD COLUMN internal_probe text NOT NULL DEFAULT '${COLUMN_PROBE}'`,
    );
    await api.knex.raw(
      `ALTER TABLE quote_versions ADD COLUMN internal_probe text NOT NULL DEFAULT '${COLUMN_PROBE}'`,
    );
    // ...and a field someone adds to their records, read by every repository method.
    probeEveryRecord(KnexRequestRepository.prototype, [
      'create',
      'createForWizardSession',
      'findByWizardSession',
      'findById',
      'findByIdForUpdate',
      'list',
      'page',
      'update',
    ]);
    probeEveryRecord(KnexQuoteRepository.prototype, [
      'add',
      'listByRequest',
      'findVersion',
      'current',
      'accept',
      'findAcceptance',
    ]);
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api?.close();
  });

  it('through the journey of a project, on both sides', async () => {
    const asAdmin = api.request;
    const id = await submitProject(api, ada.email);
    const declined = await submitProject(api, ada.email);
    await quote(api, admin, id);
    await quote(api, admin, declined);
    const calls = [
      asAdmin.get('/api/furniture-requests').set('Cookie', admin),
      asAdmin.get('/api/admin/furniture-requests').set('Cookie', admin),
      asAdmin.get(`/api/furniture-requests/${id}`).set('Cookie', admin),
      asAdmin.get(`/api/furniture-requests/${id}/quotes`).set('Cookie', admin),
      asAdmin.get(`/api/furniture-requests/${id}/activity`).set('Cookie', admin),
      asAdmin
        .patch(`/api/furniture-requests/${id}/admin-notes`)
        .set('Cookie', admin)
        .send({ adminNotes: 'Walnut in stock' }),
      api.request.get('/api/furniture-requests').set('Cookie', ada.cookie),
      api.request.get(`/api/furniture-requests/${id}/quotes`).set('Cookie', ada.cookie),
      api.request.post(`/api/furniture-requests/${id}/quotes/1/viewed`).set('Cookie', ada.cookie),
      api.request
        .post(`/api/furniture-requests/${declined}/decline`)
        .set('Cookie', ada.cookie)
        .send({ reason: 'Over budget' }),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status, res.text).toBeLessThan(300);
    }
    await approve(api, ada.cookie, id);
    const completed = await api.request
      .patch(`/api/furniture-requests/${id}/status`)
      .set('Cookie', admin)
      .send({ status: 'completed' });
    expect(completed.status, completed.text).toBe(200);

    const answers = everyAnswer().filter((answer) => answer.json !== undefined);
    expect(answers.length).toBeGreaterThanOrEqual(calls.length + 4);
    // The probes did reach the records the answers were made from...
    const seen = await api.knex('furniture_requests').where({ id }).first('internal_probe');
    expect(seen).toEqual({ internal_probe: COLUMN_PROBE });
    // ...and no answer carries either of them, nor the field's name.
    for (const answer of answers) {
      const text = JSON.stringify(answer.json);
      expect(text, `${answer.method} ${answer.path}`).not.toContain(COLUMN_PROBE);
      expect(text, `${answer.method} ${answer.path}`).not.toContain(RECORD_PROBE);
      expect(text, `${answer.method} ${answer.path}`).not.toMatch(/internal_?probe/i);
    }
    // The customer's answers never carry the internal notes either.
    const customerLists = await api.request
      .get('/api/furniture-requests')
      .set('Cookie', ada.cookie);
    for (const project of customerLists.body as object[])
      expect(project).not.toHaveProperty('adminNotes');
  });
});
