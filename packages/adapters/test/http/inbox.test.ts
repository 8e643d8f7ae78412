import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

let api: TestApi;
let admin: string;
let ada: Customer;
let eve: Customer;

interface Item {
  kind: string;
  projectId: number;
  customer: string;
  piece: string | null;
  since: string;
}

const inbox = async (): Promise<Item[]> => {
  const res = await api.request.get('/api/admin/inbox').set('Cookie', admin);
  expect(res.status, res.text).toBe(200);
  expect(res.body.total).toBe(res.body.data.length);
  return res.body.data;
};
const mine = (items: Item[]) =>
  items
    .filter((item) => item.projectId === ada.projectId || item.projectId === eve.projectId)
    .map((item) => [item.kind, item.projectId]);

/** Suite: the team's inbox across projects, and how each item clears. */
describe('GET /api/admin/inbox', () => {
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    [ada, eve] = await Promise.all([createCustomer(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists new requests, then an unread message and a change request from two projects, and clears when they are answered', async () => {
    // Not quoted yet: each waits as a new request.
    expect(mine(await inbox()).sort()).toEqual(
      [
        ['new-request', ada.projectId],
        ['new-request', eve.projectId],
      ].sort(),
    );
    await quote(api, admin, ada.projectId);
    await quote(api, admin, eve.projectId);
    expect(mine(await inbox())).toEqual([]);

    const wrote = await api.request
      .post(`/api/furniture-requests/${eve.projectId}/messages`)
      .set('Cookie', eve.cookie)
      .send({ message: 'Can it be ready by May?', senderName: 'Eve', senderType: 'customer' });
    expect(wrote.status).toBe(201);
    const asked = await api.request
      .post(`/api/furniture-requests/${ada.projectId}/request-changes`)
      .set('Cookie', ada.cookie)
      .send({ message: 'Could the top be oak?' });
    expect(asked.status).toBe(200);

    const items = await inbox();
    // The change request's words arrive as a message too, but the project is listed once, for
    // the change request (longest waiting first).
    expect(mine(items)).toEqual([
      ['unread-message', eve.projectId],
      ['change-request', ada.projectId],
    ]);
    const change = items.find((item) => item.kind === 'change-request');
    expect(change).toMatchObject({ customer: expect.any(String), since: expect.any(String) });

    const replied = await api.request
      .post(`/api/furniture-requests/${eve.projectId}/messages`)
      .set('Cookie', admin)
      .send({ message: 'Yes, by May.', senderName: 'Sam', senderType: 'admin' });
    expect(replied.status).toBe(201);
    expect(mine(await inbox())).toEqual([['change-request', ada.projectId]]);

    // The new version answers the words as well: nothing of the project is left unread.
    await quote(api, admin, ada.projectId);
    expect(mine(await inbox())).toEqual([]);
    const unread = await api.request
      .get('/api/messages/unread-counts?userType=admin')
      .set('Cookie', admin);
    expect(unread.status).toBe(200);
    expect(unread.body.data[String(ada.projectId)]).toBeUndefined();
  });

  it('is the workshop’s only', async () => {
    expect((await api.request.get('/api/admin/inbox')).status).toBe(401);
    const customer = await api.request.get('/api/admin/inbox').set('Cookie', ada.cookie);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Admin access required');
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
