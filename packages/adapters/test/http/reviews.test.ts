import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
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

const review = (id: number) => `/api/furniture-requests/${id}/review`;

async function complete(owner: Customer): Promise<number> {
  const id = owner.projectId;
  await quote(api, admin, id);
  await approve(api, owner.cookie, id);
  const res = await api.request
    .patch(`/api/furniture-requests/${id}/status`)
    .set('Cookie', admin)
    .send({ status: 'completed' });
  if (res.status !== 200) throw new Error(`complete answered ${res.status}: ${res.text}`);
  return id;
}

/** Suite: a customer's review, the workshop's approval, and the public showcase. */
describe('HTTP reviews', () => {
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    [ada, eve] = await Promise.all([createCustomer(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a review before the project is completed, and from anyone but its customer', async () => {
    const early = await api.request
      .put(review(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ rating: 5, text: 'Too soon' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: 'Only a completed project can be reviewed.',
      rule: 'REVIEW',
    });

    await complete(ada);
    const stranger = await api.request
      .put(review(ada.projectId))
      .set('Cookie', eve.cookie)
      .send({ rating: 1, text: 'Not mine' });
    expect(stranger.status).toBe(404);
    const anonymous = await api.request.put(review(ada.projectId)).send({ rating: 1, text: 'x' });
    expect(anonymous.status).toBe(401);
    const bad = await api.request
      .put(review(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ rating: 6, text: 'Great' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please give 1 to 5 stars');
    const stored = await api.knex('reviews').count<{ count: string }[]>('* as count');
    expect(Number(stored[0]?.count)).toBe(0);
  });

  it('shows a review on the showcase only once the workshop approves it, with the average', async () => {
    const saved = await api.request
      .put(review(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ rating: 4, text: 'Sturdy and beautiful.' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ rating: 4, status: 'awaiting_approval' });
    expect((await api.request.get('/api/showcase')).body).toEqual({
      portfolio: expect.any(Array),
      pieces: [],
      reviews: [],
      rating: null,
    });

    const mine = await api.request.get(review(ada.projectId)).set('Cookie', ada.cookie);
    expect(mine.body).toMatchObject({ data: { text: 'Sturdy and beautiful.' }, invited: false });

    const listed = await api.request.get('/api/admin/reviews').set('Cookie', admin);
    expect(listed.body.data).toHaveLength(1);
    const refused = await api.request
      .patch(`/api/admin/reviews/${ada.projectId}`)
      .set('Cookie', ada.cookie)
      .send({ status: 'approved' });
    expect(refused.status).toBe(403);
    const approved = await api.request
      .patch(`/api/admin/reviews/${ada.projectId}`)
      .set('Cookie', admin)
      .send({ status: 'approved' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.message).toBe('Review approved');

    const showcase = await api.request.get('/api/showcase');
    expect(showcase.status).toBe(200);
    expect(showcase.body).toMatchObject({
      reviews: [{ rating: 4, text: 'Sturdy and beautiful.' }],
      rating: { average: 4, count: 1 },
    });
    expect(JSON.stringify(showcase.body)).not.toContain(ada.email);
  });

  it('an edit goes back to awaiting approval; a withdrawal takes it off at once', async () => {
    await api.request
      .put(review(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ rating: 5, text: 'Even better after a month.' });
    expect((await api.request.get('/api/showcase')).body.reviews).toEqual([]);
    await api.request
      .patch(`/api/admin/reviews/${ada.projectId}`)
      .set('Cookie', admin)
      .send({ status: 'approved' });
    expect((await api.request.get('/api/showcase')).body.rating).toEqual({ average: 5, count: 1 });

    const withdrawn = await api.request.delete(review(ada.projectId)).set('Cookie', ada.cookie);
    expect(withdrawn.status).toBe(200);
    expect((await api.request.get('/api/showcase')).body).toEqual({
      portfolio: expect.any(Array),
      pieces: [],
      reviews: [],
      rating: null,
    });
    const again = await api.request.delete(review(ada.projectId)).set('Cookie', ada.cookie);
    expect(again.status).toBe(404);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
