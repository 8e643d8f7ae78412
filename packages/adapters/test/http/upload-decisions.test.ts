import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  GENEROUS_LIMITS,
  signInAdmin,
  startApp,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';
import { animation, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const TOKEN = 'upload-decisions-metrics-token';

/** Images this process has taken to pixels (whatever came of it), read from /metrics. */
async function decodesSoFar(api: TestApi): Promise<number> {
  const res = await api.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  let total = 0;
  for (const match of res.text.matchAll(
    /^workshop_image_decodes_total\{outcome="(done|failed|timed_out)"\} (\d+)/gm,
  )) {
    total += Number(match[2]);
  }
  return total;
}

const scratch = async (api: TestApi) =>
  (await readdir(join(api.dataDir, 'tmp')).catch(() => [])).length;

/**
 * Who may upload, and how much decoding an upload may cost, is decided before the file is
 * decoded: a refused request costs no decode (the counter on /metrics says so, whatever the
 * machine's speed), and one that passes is bounded in frames, pixels and time.
 */
describe('uploads: decided before they are read', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  let ben: Customer;
  /** 150 frames of 400 × 400: a few megabytes on the wire, seconds of decoding. */
  let heavyWebp: Buffer;
  /** Within every limit: decoded if it gets that far, so a refusal before shows on the counter. */
  let movingWebp: Buffer;

  beforeAll(async () => {
    api = await startTestApi({ metricsToken: TOKEN });
    [admin, ada, ben, heavyWebp, movingWebp] = await Promise.all([
      signInAdmin(api),
      createCustomer(api),
      createCustomer(api),
      animation('webp', 150, 400),
      animation('webp', 20, 300),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const message = (projectId: number, cookie?: string, file = movingWebp) => {
    const req = api.request
      .post(`/api/furniture-requests/${projectId}/messages`)
      .field({ message: 'Look', senderName: 'Ada', senderType: 'customer' })
      .attach('attachments', file, 'moving.webp');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('a message with an animated WebP and no session: 401, nothing decoded or kept', async () => {
    const before = await decodesSoFar(api);
    const res = await message(ada.projectId);
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await decodesSoFar(api)).toBe(before);
    expect(await scratch(api)).toBe(0);
  });

  it("another customer's project, or one that does not exist: 404 before the file is read", async () => {
    const before = await decodesSoFar(api);
    expect((await message(ada.projectId, ben.cookie)).status).toBe(404);
    expect((await message(987_654, ben.cookie)).status).toBe(404);
    expect(await decodesSoFar(api)).toBe(before);
    expect(await scratch(api)).toBe(0);
  });

  it('progress photos: a customer is refused, the workshop too for a project that does not exist', async () => {
    const before = await decodesSoFar(api);
    const photos = (projectId: number, cookie: string) =>
      api.request
        .post(`/api/furniture-requests/${projectId}/progress`)
        .set('Cookie', cookie)
        .field({ note: 'Glued up' })
        .attach('photos', movingWebp, 'moving.webp');
    expect((await photos(ada.projectId, ada.cookie)).status).toBe(403);
    expect((await photos(987_654, admin)).status).toBe(404);
    expect(await decodesSoFar(api)).toBe(before);
  });

  it("the owner's animated WebP of 150 frames is refused from its header: nothing decoded", async () => {
    const before = await decodesSoFar(api);
    const res = await message(ada.projectId, ada.cookie, heavyWebp);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '"moving.webp" has too many frames: at most 100' });
    expect(await decodesSoFar(api)).toBe(before);
    expect(await scratch(api)).toBe(0);
  });

  it('a draft GIF whose frames add up to too many pixels is refused before decoding', async () => {
    const gif = await animation('gif', 40, 600);
    const before = await decodesSoFar(api);
    const res = await api.request
      .post('/api/customizations/image')
      .field({ sessionId: 'decisions-draft-1', furnitureType: 'storage' })
      .attach('image', gif, 'spin.gif');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Image is too large an animation: at most 10 megapixels in all its frames',
    });
    expect(await decodesSoFar(api)).toBe(before);
  });

  it("the owner's animation within the limits is decoded once and kept", async () => {
    const before = await decodesSoFar(api);
    const res = await message(ada.projectId, ada.cookie);
    expect(res.status, res.text).toBe(201);
    expect(await decodesSoFar(api)).toBe(before + 1);
  });

  it('a small draft animation within the limits is accepted and decoded once', async () => {
    const gif = await animation('gif', 5, 64);
    const before = await decodesSoFar(api);
    const res = await api.request
      .post('/api/customizations/image')
      .field({ sessionId: 'decisions-draft-2', furnitureType: 'storage' })
      .attach('image', gif, 'small.gif');
    expect(res.status, res.text).toBe(201);
    expect(await decodesSoFar(api)).toBe(before + 1);
  });

  it('a decode that outlives the time limit is stopped: 400 with a message, counted as timed out', async () => {
    const slow = await startApp(api, {
      metricsToken: TOKEN,
      decodeLimits: { timeoutSeconds: 1, maxFrames: 200, maxAnimationPixels: 100_000_000 },
    });
    try {
      const res = await slow.request
        .post(`/api/furniture-requests/${ada.projectId}/messages`)
        .set('Cookie', ada.cookie)
        .field({ message: 'Look', senderName: 'Ada', senderType: 'customer' })
        .attach('attachments', heavyWebp, 'moving.webp');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: '"moving.webp" took too long to process: please send a smaller or simpler image',
      });
      const metrics = await slow.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(metrics.text).toMatch(/^workshop_image_decodes_total\{outcome="timed_out"\} 1$/m);
      expect(await scratch(slow)).toBe(0);
    } finally {
      await slow.close();
    }
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});

describe('uploads: a decode budget per address and per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      trustProxy: true,
      rateLimits: {
        ...GENEROUS_LIMITS,
        decodeMegapixels: { points: 3, durationSeconds: 3600 },
        decodeMegapixelsAccount: { points: 2, durationSeconds: 3600 },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const TOO_MANY = 'Too many images sent for now. Please wait an hour and try again.';

  it('an address meets its budget (a megapixel at least per image), then 429', async () => {
    const image = await pngImage();
    const draft = (n: number) =>
      api.request
        .post('/api/customizations/image')
        .set('X-Forwarded-For', '203.0.113.7')
        .field({ sessionId: `budget-draft-${n}`, furnitureType: 'storage' })
        .attach('image', image, 'oak.png');
    for (const n of [1, 2, 3]) expect((await draft(n)).status).toBe(201);
    const refused = await draft(4);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an account meets its own budget from any number of addresses', async () => {
    const customer = await createCustomer(api);
    const projectId = await submitProject(api, customer.email);
    const image = await pngImage();
    const send = (address: string) =>
      api.request
        .post(`/api/furniture-requests/${projectId}/messages`)
        .set('Cookie', customer.cookie)
        .set('X-Forwarded-For', address)
        .field({ message: 'Look', senderName: 'Ada', senderType: 'customer' })
        .attach('attachments', image, 'oak.png');
    expect((await send('198.51.100.1')).status).toBe(201);
    expect((await send('198.51.100.2')).status).toBe(201);
    const refused = await send('198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});

describe('uploads: a byte budget for attachments per project and per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      metricsToken: TOKEN,
      settings: { attachmentBudget: { perProject: 1_500_000, perCustomer: 2_500_000 } },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** About a megabyte of noise: a PNG that does not compress, before or after re-encoding. */
  const noise = () =>
    sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();

  it('refuses a project full of files before reading the next, and an account across its projects', async () => {
    const customer = await createCustomer(api);
    const second = await submitProject(api, customer.email);
    const third = await submitProject(api, customer.email);
    const send = async (projectId: number) =>
      api.request
        .post(`/api/furniture-requests/${projectId}/messages`)
        .set('Cookie', customer.cookie)
        .field({ message: 'More photos', senderName: 'Ada', senderType: 'customer' })
        .attach('attachments', await noise(), 'wall.png');

    expect((await send(customer.projectId)).status).toBe(201);
    const before = await decodesSoFar(api);
    const full = await send(customer.projectId);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      message:
        'Files on this project are limited to 1 MB in all, and these would go past it: send fewer or smaller files.',
    });
    expect(await decodesSoFar(api)).toBe(before);

    expect((await send(second)).status).toBe(201);
    const account = await send(third);
    expect(account.status).toBe(409);
    expect(account.body).toMatchObject({
      message:
        "Files on all of this customer's projects are limited to 2 MB in all, and these would go past it: send fewer or smaller files.",
    });
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
