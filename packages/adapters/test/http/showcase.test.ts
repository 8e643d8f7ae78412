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
import sharp from 'sharp';
import { jpegWithGps, pngImage } from './images';
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
      .attach('photos', await jpegWithGps(), 'top.jpg')
      .attach('photos', await pngImage(1200, 900), 'leg.png');
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

  it('shows the published piece on the landing with its photos in served sizes, until the customer says no', async () => {
    const published = await api.request
      .post(publish(ada.projectId))
      .set('Cookie', admin)
      .send({ title: 'Oak Bench', text: null, photos: [{ updateId, n: 2 }] });
    expect(published.status, published.text).toBe(201);
    const id = published.body.data.id as number;
    const url = `/api/showcase/pieces/${id}/photos/1`;

    const showcase = await api.request.get('/api/showcase');
    expect(showcase.body.pieces[0]).toEqual({
      id,
      title: 'Oak Bench',
      text: null,
      photos: [
        {
          url,
          srcset: `${url}?w=480 480w, ${url}?w=720 720w, ${url} 960w, ${url}?w=1600 1200w`,
          width: 1200,
          height: 900,
        },
      ],
    });
    // Never the customer: no name, no email, no project number.
    expect(JSON.stringify(showcase.body)).not.toContain(ada.email);
    expect(showcase.body.pieces[0]).not.toHaveProperty('projectId');

    const plain = await api.request.get(url).buffer(true);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('image/webp');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(plain.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
      height: 720,
    });
    const small = await api.request.get(`${url}?w=480`).buffer(true);
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(480);
    const phone = await api.request.get(`${url}?w=720`).buffer(true);
    expect((await sharp(phone.body as Buffer).metadata()).width).toBe(720);
    const widest = await api.request.get(`${url}?w=1600`).buffer(true);
    expect((await sharp(widest.body as Buffer).metadata()).width).toBe(1200);
    const cached = await api.request.get(url).set('If-None-Match', plain.headers['etag'] ?? '');
    expect(cached.status).toBe(304);

    const odd = await api.request.get(`${url}?w=123`);
    expect(odd.status).toBe(400);
    expect(odd.body).toEqual({ message: 'Width must be one of 480, 720, 960, 1600' });
    expect((await api.request.get(`/api/showcase/pieces/${id}/photos/2`)).status).toBe(404);
    expect((await api.request.get(`/api/showcase/pieces/${id}/photos/13`)).status).toBe(400);

    const no = await api.request
      .put(consent(ada.projectId))
      .set('Cookie', ada.cookie)
      .send({ allowed: false });
    expect(no.status).toBe(200);
    expect((await api.request.get('/api/showcase')).body.pieces).toEqual([]);
    const gone = await api.request.get(url);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Photo not found' });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
