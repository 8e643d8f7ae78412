import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startApp,
  startTestApi,
  stored,
  submitProject,
  uniqueEmail,
  type TestApi,
} from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const STORED_NAME = /^[a-f0-9]{32}\.png$/;
let counter = 0;
const newSession = () => `session_${Date.now()}_${String(++counter).padStart(9, 'a')}`;

/**
 * The configurator's server side: the wizard's image uploaded once, on its own, to the draft and
 * sent with the request by reference; the draft's indicative price; the design the workshop
 * reads; the size rules on a draft save.
 */
describe('the wizard image by reference, the estimate and the design', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const uploads = async () => (await readdir(join(api.dataDir, 'uploads'))).sort();
  const draftOf = (sessionId: string) =>
    api.knex('furniture_customizations').where({ session_id: sessionId }).first();
  const upload = async (sessionId: string, image?: Buffer, name = 'oak bench.png') => {
    const call = api.request
      .post('/api/customizations/image')
      .field({ sessionId, furnitureType: 'storage' });
    return image ? call.attach('image', image, name) : call;
  };

  it('takes the image on its own, puts it on the draft (starting it), and answers its reference', async () => {
    const sessionId = newSession();
    const res = await upload(sessionId, await pngImage(40, 30));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Image uploaded',
      image: { reference: expect.stringMatching(STORED_NAME), originalName: 'oak bench.png' },
    });
    const reference = (res.body as { image: { reference: string } }).image.reference;
    expect(await uploads()).toContain(reference);
    expect(await draftOf(sessionId)).toMatchObject({
      furniture_type: 'storage',
      image_path: reference,
      image_original_name: 'oak bench.png',
    });

    // A draft save (text only) keeps it.
    const save = await api.request
      .post('/api/customizations')
      .field({ sessionId, furnitureType: 'storage', style: 'modern' });
    expect(save.status).toBe(200);
    expect(await draftOf(sessionId)).toMatchObject({ style: 'modern', image_path: reference });
  });

  it('a new image replaces the one the draft had, whose file goes', async () => {
    const sessionId = newSession();
    const first = (await upload(sessionId, await pngImage())).body as {
      image: { reference: string };
    };
    const second = (await upload(sessionId, await pngImage(9, 9), 'second.png')).body as {
      image: { reference: string };
    };
    expect(await draftOf(sessionId)).toMatchObject({ image_path: second.image.reference });
    const files = await uploads();
    expect(files).toContain(second.image.reference);
    expect(files).not.toContain(first.image.reference);
  });

  it.each([
    [
      'not an image',
      Buffer.from('just some text, not a picture'),
      'Image must be a JPEG, PNG or GIF file',
    ],
    ['an empty file', Buffer.alloc(0), 'The image file is empty'],
  ])('refuses %s with the reason, and keeps nothing', async (_case, bytes, message) => {
    const before = await stored(api);
    const res = await upload(newSession(), bytes, 'photo.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await stored(api)).toEqual(before);
  });

  it('refuses an image of too many pixels, saying how many it may have', async () => {
    const bounded = await startApp(api, { maxImagePixels: 1_000 });
    try {
      const before = await stored(api);
      const res = await bounded.request
        .post('/api/customizations/image')
        .field({ sessionId: newSession(), furnitureType: 'desk' })
        .attach('image', await pngImage(50, 50), 'big.png');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Image is too large: at most 0 megapixels' });
      expect(await stored(api)).toEqual(before);
    } finally {
      await bounded.close();
    }
  });

  it.each([
    [{ furnitureType: 'desk' }, 'Session ID is required'],
    [{ sessionId: 'session_1_aaaaaaaaa' }, 'Furniture type is required'],
  ])('refuses %j and removes the upload', async (fields, message) => {
    const before = await stored(api);
    const res = await api.request
      .post('/api/customizations/image')
      .field(fields)
      .attach('image', await pngImage(), 'a.png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(await stored(api)).toEqual(before);
  });

  it('refuses a call without an image', async () => {
    const res = await upload(newSession());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please choose an image to upload' });
  });

  it("sends the request with the reference: the project shows the draft's image, uploaded once", async () => {
    const sessionId = newSession();
    const { image } = (await upload(sessionId, await pngImage(12, 8))).body as {
      image: { reference: string };
    };
    const before = await uploads();
    const email = uniqueEmail('by-reference');
    const res = await api.request
      .post('/api/furniture-requests')
      .field({ fullName: 'Ada Lovelace', email, sessionId, imageRef: image.reference });
    expect(res.status).toBe(201);
    const request = await api.knex('furniture_requests').where({ email }).first();
    expect(request).toMatchObject({
      image_path: image.reference,
      image_original_name: 'oak bench.png',
    });
    expect(await uploads()).toEqual(before);
    const served = await api.request.get(`/uploads/${image.reference}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // The draft is sent: its image can no longer be changed or removed.
    const late = await upload(sessionId, await pngImage());
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ rule: 'draft-submitted' });
    const removal = await api.request
      .delete('/api/customizations/image')
      .send({ sessionId, reference: image.reference });
    expect(removal.status).toBe(409);
    expect(await uploads()).toContain(image.reference);
  });

  it("refuses another draft's reference: a reference is no key to someone else's file", async () => {
    const owner = newSession();
    const { image } = (await upload(owner, await pngImage())).body as {
      image: { reference: string };
    };
    const before = await stored(api);
    const fieldSets: Record<string, string>[] = [
      { sessionId: newSession(), imageRef: image.reference },
      { imageRef: image.reference },
    ];
    for (const fields of fieldSets) {
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Mallory', email: uniqueEmail('thief'), ...fields });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message:
          'The inspiration image is no longer part of this design. Please choose it again on step 2.',
      });
    }
    const json = await api.request.post('/api/furniture-requests').send({
      fullName: 'Mallory',
      email: uniqueEmail('thief'),
      sessionId: owner,
      imageRef: '../x.png',
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({
      message: 'The image reference is not one this site gave out',
    });
    expect(await stored(api)).toEqual(before);
  });

  it('takes the image off the draft only if it is still its image', async () => {
    const sessionId = newSession();
    const { image } = (await upload(sessionId, await pngImage())).body as {
      image: { reference: string };
    };
    const stranger = await api.request
      .delete('/api/customizations/image')
      .send({ sessionId: newSession(), reference: image.reference });
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual({ message: 'The design had no such image' });
    expect(await uploads()).toContain(image.reference);

    const res = await api.request
      .delete('/api/customizations/image')
      .send({ sessionId, reference: image.reference });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Image removed' });
    expect(await draftOf(sessionId)).toMatchObject({ image_path: null, image_original_name: null });
    expect(await uploads()).not.toContain(image.reference);

    const bad = await api.request
      .delete('/api/customizations/image')
      .send({ sessionId, reference: '../../etc/passwd' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'The image reference is not one this site gave out',
    });
  });

  it('keeps the indicative price of each draft save, worked out by the server', async () => {
    const sessionId = newSession();
    const save = (fields: Record<string, string>) =>
      api.request.post('/api/customizations').field({
        sessionId,
        furnitureType: 'table',
        constructionMaterial: 'solid-wood',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        dimensions: '{"length":"84","width":"40","height":"30"}',
        ...fields,
      });
    expect((await save({ specificMaterial: 'pine', estimatedPrice: '$1 – $2' })).status).toBe(200);
    const pine = (await draftOf(sessionId))?.estimated_price as string;
    expect(pine).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
    expect((await save({ specificMaterial: 'walnut' })).status).toBe(200);
    const walnut = (await draftOf(sessionId))?.estimated_price as string;
    const low = (range: string) => Number(range.slice(1, range.indexOf(' ')).replace(/,/g, ''));
    expect(low(walnut)).toBeGreaterThan(low(pine));
  });

  it('prices a table of 7 ft x 40" x 30 in as one of 84 x 40 x 30, and keeps the sizes as typed', async () => {
    const priced = async (dimensions: Record<string, string>) => {
      const sessionId = newSession();
      const res = await api.request.post('/api/customizations').field({
        sessionId,
        furnitureType: 'table',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        dimensions: JSON.stringify(dimensions),
      });
      expect(res.status, res.text).toBe(200);
      return (await draftOf(sessionId)) as { estimated_price: string; dimensions: string };
    };
    const inInches = await priced({ length: '84', width: '40', height: '30' });
    const asWritten = await priced({ length: '7 ft', width: '40"', height: '30 in' });
    const typical = await priced({});
    expect(asWritten.estimated_price).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
    expect(asWritten.estimated_price).toBe(inInches.estimated_price);
    // Read, not drawn at the typical size: a 72 x 36 x 29 table costs less.
    expect(asWritten.estimated_price).not.toBe(typical.estimated_price);
    expect(JSON.parse(asWritten.dimensions)).toEqual({
      length: '7 ft',
      width: '40"',
      height: '30 in',
    });
  });

  it("keeps a size outside the type's rules as typed, and refuses only an overlong one", async () => {
    const sessionId = newSession();
    const kept = await api.request.post('/api/customizations').field({
      sessionId,
      furnitureType: 'locker',
      dimensions: '{"width":"30","compartments":"4"}',
    });
    expect(kept.status, kept.text).toBe(200);
    const before = await stored(api);
    const res = await api.request.post('/api/customizations').field({
      sessionId: newSession(),
      furnitureType: 'locker',
      dimensions: JSON.stringify({ width: 'x'.repeat(21) }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Each size must be 20 characters or less',
      errors: { 'dimensions.width': 'Each size must be 20 characters or less' },
    });
    expect(await stored(api)).toEqual(before);
  });

  it("gives the workshop a wizard project's design with its estimate; nobody else", async () => {
    const sessionId = newSession();
    await api.request.post('/api/customizations').field({
      sessionId,
      furnitureType: 'cabinet',
      style: 'farmhouse',
      constructionMaterial: 'veneered',
      specificMaterial: 'cherry-veneer',
      surfaceFinish: 'painted',
      specificFinish: 'satin-paint',
      dimensions: '{"width":"36"}',
      features: '["Crown Molding"]',
      email: 'private@example.com',
    });
    const email = uniqueEmail('design');
    const submitted = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email, sessionId, furnitureType: 'cabinet' });
    const id = (submitted.body as { request: { id: number } }).request.id;

    const res = await api.request.get(`/api/furniture-requests/${id}/design`).set('Cookie', admin);
    expect(res.status).toBe(200);
    const sent = {
      furnitureType: 'cabinet',
      style: 'farmhouse',
      material: 'veneered',
      specificMaterial: 'cherry-veneer',
      finish: 'painted',
      specificFinish: 'satin-paint',
      dimensions: '{"width":"36"}',
      features: ['Crown Molding'],
      estimatedPrice: expect.stringMatching(/^\$[\d,]+ – \$[\d,]+$/),
      updatedAt: expect.any(String),
      source: 'request',
      quoteVersion: null,
      signed: false,
    };
    // Before any quote, the design in force is the customer's own.
    expect(res.body).toEqual({ design: sent, requestDesign: sent });

    const plain = await submitProject(api, uniqueEmail('plain'));
    const none = await api.request
      .get(`/api/furniture-requests/${plain}/design`)
      .set('Cookie', admin);
    expect(none.body).toEqual({ design: null, requestDesign: null });

    expect((await api.request.get(`/api/furniture-requests/${id}/design`)).status).toBe(401);
    const customer = await createCustomer(api);
    const forbidden = await api.request
      .get(`/api/furniture-requests/${customer.projectId}/design`)
      .set('Cookie', customer.cookie);
    expect(forbidden.status).toBe(403);
    const missing = await api.request
      .get('/api/furniture-requests/999999/design')
      .set('Cookie', admin);
    expect(missing.status).toBe(404);
    const badId = await api.request.get('/api/furniture-requests/abc/design').set('Cookie', admin);
    expect(badId.status).toBe(400);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
