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
import { jpegWithGps } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

let api: TestApi;
let admin: string;
let ada: Customer;
let updateId: number;

const consent = (id: number) => `/api/furniture-requests/${id}/showcase-consent`;
const publish = (id: number) => `/api/furniture-requests/${id}/publish`;
const piece = () => ({
  title: 'Walnut Dining Table',
  text: 'Seats eight.',
  photos: [{ updateId, n: 1 }],
});

/** Suite: a finished piece is published only with its customer's yes. */
describe('HTTP showing a finished piece', () => {
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
    await quote(api, admin, ada.projectId);
    await approve(api, ada.cookie, ada.projectId);
    const posted = await api.request
      .post(`/api/furniture-requests/${ada.projectId}/progress`)
      .set('Cookie', admin)
      .field({ milestone: 'Finishing' })
      .attach('photos', await jpegWithGps(), 'top.jpg');
    expect(posted.status, posted.text).toBe(201);
    updateId = posted.body.data.id;
    const done = await api.request
      .patch(`/api/furniture-requests/${ada.projectId}/status`)
      .set('Cookie', admin)
      .send({ status: 'completed' });
    expect(done.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses to publish a piece whose customer has not said yes, and stores nothing', async () => {
    const unanswered = await api.request
      .post(publish(ada.projectId))
      .set('Cookie', admin)
      .send(piece());
    expect(unanswered.status).toBe(409);
    expect(unanswered.body).toEqual({
      message: 'The customer has not agreed to show this piece.',
      rule: 'SHOWCASE',
    });

    const no = await api.request
      .put(consent(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ allowed: false });
    expect(no.status).toBe(200);
    const refused = await api.request
      .post(publish(ada.projectId))
      .set('Cookie', admin)
      .send(piece());
    expect(refused.status).toBe(409);
    expect(await api.knex('published_pieces').select('id')).toEqual([]);
  });

  it('publishes it once the customer says yes; only the workshop may', async () => {
    const yes = await api.request
      .put(consent(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ allowed: true });
    expect(yes.body.data).toMatchObject({ allowed: true });
    const read = await api.request.get(consent(ada.projectId)).set('Cookie', admin);
    expect(read.body.data).toMatchObject({ allowed: true });

    const byCustomer = await api.request
      .post(publish(ada.projectId))
      .set('Cookie', ada.cookie)
      .send(piece());
    expect(byCustomer.status).toBe(403);
    const published = await api.request
      .post(publish(ada.projectId))
      .set('Cookie', admin)
      .send(piece());
    expect(published.status, published.text).toBe(201);
    expect(published.body.data).toMatchObject({ title: 'Walnut Dining Table', photoCount: 1 });
    const bad = await api.request
      .put(consent(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ allowed: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
