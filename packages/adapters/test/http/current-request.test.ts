import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createCustomer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  type TestApi,
} from './harness';

describe('GET /api/furniture-requests/{id}: one project as it is now', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers the workshop with the project after another admin completed it', async () => {
    const customer = await createCustomer(api);
    const id = await submitProject(api, customer.email);
    await quote(api, admin, id);
    await approve(api, customer.cookie, id);
    const done = await api.request
      .patch(`/api/furniture-requests/${id}/status`)
      .set('Cookie', admin)
      .send({ status: 'completed', notes: '' });
    expect(done.status, done.text).toBe(200);

    const res = await api.request.get(`/api/furniture-requests/${id}`).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ id, status: 'completed', quoteApproved: true });
  });

  it("is the workshop's alone, and names a missing project", async () => {
    const customer = await createCustomer(api);
    const id = await submitProject(api, customer.email);
    const own = await api.request
      .get(`/api/furniture-requests/${id}`)
      .set('Cookie', customer.cookie);
    expect(own.status).toBe(403);
    expect(own.body.message).toEqual(expect.any(String));
    expect((await api.request.get(`/api/furniture-requests/${id}`)).status).toBe(401);
    const missing = await api.request.get('/api/furniture-requests/999999').set('Cookie', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });
});
