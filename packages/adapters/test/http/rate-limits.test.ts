import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitPolicy } from '../../src/http/rate-limits';
import { everyAnswer, startApp, startTestApi, stored, uniqueEmail, type TestApi } from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const WINDOW_SECONDS = 600;
/** The one suite with tight limits: a few attempts each, so the 429s come quickly. */
const TIGHT: RateLimitPolicy = {
  signIn: { points: 3, durationSeconds: WINDOW_SECONDS },
  signInAccountAddress: { points: 3, durationSeconds: WINDOW_SECONDS },
  signInSuccess: { points: 3, durationSeconds: WINDOW_SECONDS },
  adminLogin: { points: 2, durationSeconds: WINDOW_SECONDS },
  forgotPassword: { points: 2, durationSeconds: WINDOW_SECONDS },
  resetPassword: { points: 2, durationSeconds: WINDOW_SECONDS },
  debugReset: { points: 2, durationSeconds: WINDOW_SECONDS },
  debugResetAccount: { points: 2, durationSeconds: WINDOW_SECONDS },
  submitRequest: { points: 2, durationSeconds: WINDOW_SECONDS },
  saveDraft: { points: 2, durationSeconds: WINDOW_SECONDS },
  // Tried in draft-save-limits.test.ts: here the address's budget must be met first.
  saveDraftDesign: { points: 1000, durationSeconds: WINDOW_SECONDS },
  readDraft: { points: 2, durationSeconds: WINDOW_SECONDS },
  quotePdf: { points: 2, durationSeconds: WINDOW_SECONDS },
  draftMegabytes: { points: 2, durationSeconds: WINDOW_SECONDS },
  postMessage: { points: 2, durationSeconds: WINDOW_SECONDS },
  // Tried in upload-decisions.test.ts: here they must not be met before the budgets above.
  decodeMegapixels: { points: 1000, durationSeconds: WINDOW_SECONDS },
  decodeMegapixelsAccount: { points: 1000, durationSeconds: WINDOW_SECONDS },
  passkeyCeremonies: { points: 2, durationSeconds: WINDOW_SECONDS },
};
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
/** A draft refused by its limit: the visitor's design is still in the browser. */
const DESIGN_KEPT =
  'Your design is kept in this browser, so nothing is lost. We could not keep a copy on our side just now and will try again at your next step.';

/** Suite 5, rate limits: every credential endpoint and submission answers 429 past its budget. */
describe('HTTP rate limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ rateLimits: TIGHT });
  });
  afterAll(async () => {
    await api?.close();
  });

  const expectTooMany = (res: Awaited<Test>, message = TOO_MANY) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  };

  /** Spends the budget with attempts that are each answered normally, then meets the 429. */
  const exhaust = async (budget: number, attempt: () => Test, normal: number) => {
    for (let i = 0; i < budget; i += 1) expect((await attempt()).status).toBe(normal);
    expectTooMany(await attempt());
  };

  it('sign-in: after 3 attempts, a 429 even for the right password', async () => {
    const email = uniqueEmail('limited');
    await exhaust(
      3,
      () => api.request.post('/api/auth/signin').send({ email, password: 'wrong-password' }),
      401,
    );
    expectTooMany(
      await api.request.post('/api/auth/signin').send({ email, password: 'whatever-else' }),
    );
  });

  it('admin login: successful logins do not use up the budget', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await api.request.post('/api/admin/login').send({ passkey: api.adminPasskey })).status,
      ).toBe(200);
    }
  });

  it('admin login: after 2 attempts, a 429 even for the right passkey', async () => {
    await exhaust(
      2,
      () => api.request.post('/api/admin/login').send({ passkey: 'guess-one' }),
      401,
    );
    expectTooMany(await api.request.post('/api/admin/login').send({ passkey: api.adminPasskey }));
  });

  it('forgot password: after 2 requests', async () => {
    await exhaust(
      2,
      () => api.request.post('/api/auth/forgot-password').send({ email: uniqueEmail() }),
      200,
    );
  });

  it('reset password: after 2 attempts', async () => {
    await exhaust(
      2,
      () =>
        api.request
          .post('/api/auth/reset-password')
          .send({ token: 'guessed-token', newPassword: 'Long-enough-1' }),
      400,
    );
  });

  it('request submission: after 2, and the refused one stores nothing', async () => {
    const image = await pngImage();
    const submit = () =>
      api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada', email: uniqueEmail('flood') })
        .attach('image', image, 'piece.png');
    for (let i = 0; i < 2; i += 1) expect((await submit()).status).toBe(201);
    const before = await stored(api);
    expectTooMany(await submit());
    expect(await stored(api)).toEqual(before);
  });

  it('wizard drafts: after 2 saves', async () => {
    const save = () =>
      api.request
        .post('/api/customizations')
        .field({ sessionId: `session_${Date.now()}_abcdefghi`, furnitureType: 'table' });
    for (let i = 0; i < 2; i += 1) expect((await save()).status).toBe(200);
    const before = await stored(api);
    expectTooMany(await save(), DESIGN_KEPT);
    expect(await stored(api)).toEqual(before);
  });

  it('wizard drafts: the image uploaded on its own counts as a save too', async () => {
    const before = await stored(api);
    expectTooMany(
      await api.request
        .post('/api/customizations/image')
        .field({ sessionId: `session_${Date.now()}_imagelimt`, furnitureType: 'table' })
        .attach('image', await pngImage(), 'piece.png'),
      DESIGN_KEPT,
    );
    expect(await stored(api)).toEqual(before);
  });

  it('wizard drafts: reading one back has its own budget, counted without writing a row', async () => {
    const read = () =>
      api.request
        .get('/api/customizations')
        .query({ sessionId: 'session_1700000000000_nosuchone' });
    const counters = await api.knex('rate_limits').select();
    await exhaust(2, read, 404);
    // A read writes nothing, its counter included: the saves' budget is untouched by it.
    expect(await api.knex('rate_limits').select()).toEqual(counters);
  });

  it('keeps the counters in Postgres, so another API process refuses too', async () => {
    const keys = (await api.knex('rate_limits').pluck('key')) as string[];
    for (const prefix of [
      'signIn',
      'adminLogin',
      'forgotPassword',
      'resetPassword',
      'submitRequest',
      'saveDraft',
    ]) {
      expect(keys.some((key) => key.startsWith(prefix))).toBe(true);
    }
    const sibling = await startApp(api, { rateLimits: TIGHT });
    try {
      expectTooMany(
        await sibling.request.post('/api/auth/signin').send({ email: 'a@b.co', password: 'x' }),
      );
    } finally {
      await sibling.close();
    }
  });

  it('counts by the connection, not by an X-Forwarded-For the client makes up', async () => {
    expectTooMany(
      await api.request
        .post('/api/auth/signin')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: 'a@b.co', password: 'x' }),
    );
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
