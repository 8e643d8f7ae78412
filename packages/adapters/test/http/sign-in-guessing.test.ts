import {
  DEFAULT_SECURITY_SETTINGS,
  signInDelayMs,
  type SignInSlowdown,
} from '@workshop/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limits';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const INVALID = 'Invalid email or password';

/** The deployed counts, with waits short enough for a test: 40 ms doubling up to 320 ms. */
const SLOWDOWN: SignInSlowdown = {
  ...DEFAULT_SECURITY_SETTINGS.signInSlowdown,
  firstDelayMs: 40,
  maxDelayMs: 320,
};

/**
 * Ten wrong passwords from one address locked the account for everyone: its owner's right
 * password from another address answered 429 for 15 minutes. Replayed over HTTP with the rate
 * limits as deployed, each client address forwarded by a trusted proxy.
 */
describe('sign-in guessing: the guesser is refused and slowed, its owner gets in', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      rateLimits: DEFAULT_RATE_LIMITS,
      trustProxy: true,
      settings: { signInSlowdown: SLOWDOWN },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** One sign-in from `address`, and how long it took. */
  async function signIn(address: string, email: string, password: string) {
    const started = performance.now();
    const res = await api.request
      .post('/api/auth/signin')
      .set('X-Forwarded-For', address)
      .send({ email, password });
    return { res, ms: performance.now() - started };
  }

  const warnings = (userId: number) =>
    api
      .knex('outbox')
      .where({ type: 'SignInAttemptsSurged' })
      .whereRaw(`payload->>'userId' = ?`, [String(userId)])
      .select('payload');

  const failures = async (email: string) =>
    (await api.knex('sign_in_failures').where({ email }).first('failures'))?.failures as
      number | undefined;

  it('12 wrong passwords from address A, then the right one from address B signs in', async () => {
    const owner = await createCustomer(api);
    const guesses = [];
    for (let i = 0; i < 12; i += 1) {
      guesses.push((await signIn('203.0.113.10', owner.email, `Guess-${i}-wrong`)).res);
    }
    // Five on this account from this address, then A is refused (429), even before a hash.
    expect(guesses.map((res) => res.status)).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ]);
    for (const refused of guesses.slice(5)) {
      expect(refused.body).toEqual({ message: TOO_MANY });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await failures(owner.email)).toBe(5);

    const home = await signIn('192.0.2.77', owner.email, owner.password);
    expect(home.res.status).toBe(200);
    expect(home.res.body).toMatchObject({ message: 'Welcome back!' });
    expect(String(home.res.headers['set-cookie'])).toContain('workshop_session=');
    // Slowed, as every attempt on the account is once five have failed.
    expect(home.ms).toBeGreaterThanOrEqual(signInDelayMs(5, SLOWDOWN));

    // The guesser at A stays refused, whatever it sends.
    const again = await signIn('203.0.113.10', owner.email, owner.password);
    expect(again.res.status).toBe(429);
  });

  it('slows an account guessed from many addresses, and warns its owner once per run', async () => {
    const owner = await createCustomer(api);
    const times: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // A botnet: each address fails once, so no address meets a limit.
      const { res, ms } = await signIn(`198.51.100.${i + 1}`, owner.email, `Guess-${i}-wrong`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: INVALID });
      times.push(ms);
    }
    // 0 ms for the first five, then 40, 80, 160 and 320 ms from then on.
    times.forEach((ms, i) =>
      expect(ms, `attempt ${i + 1}`).toBeGreaterThanOrEqual(signInDelayMs(i, SLOWDOWN)),
    );
    expect(signInDelayMs(11, SLOWDOWN)).toBe(320);

    // Recorded once, at the tenth failure: the account and the count, nothing else.
    expect(await warnings(owner.userId)).toEqual([
      {
        payload: {
          type: 'SignInAttemptsSurged',
          version: 1,
          userId: owner.userId,
          failedAttempts: SLOWDOWN.reportAfter,
        },
      },
    ]);

    // The owner gets in from yet another address, at the slowest pace.
    const home = await signIn('192.0.2.78', owner.email, owner.password);
    expect(home.res.status).toBe(200);
    expect(home.ms).toBeGreaterThanOrEqual(320);

    // Fifteen quiet minutes end the run (moved on here): the count starts again, and its
    // owner would be warned again at its tenth failure, not before.
    await api
      .knex('sign_in_failures')
      .where({ email: owner.email })
      .update({ ends_at: new Date(Date.now() - 1000) });
    const fresh = await signIn('198.51.100.99', owner.email, 'Guess-again-wrong');
    expect(fresh.res.status).toBe(401);
    expect(await failures(owner.email)).toBe(1);
    expect(await warnings(owner.userId)).toHaveLength(1);
  });

  it('warns once when the failures arrive all at once', async () => {
    const owner = await createCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        signIn(`198.51.101.${i + 1}`, owner.email, `Burst-${i}-wrong`),
      ),
    );
    expect(answers.map(({ res }) => res.status)).toEqual(Array(15).fill(401));
    expect(await failures(owner.email)).toBe(15);
    expect(await warnings(owner.userId)).toHaveLength(1);
  });

  it('answers and slows an address with no account the same way, and warns nobody', async () => {
    const stranger = uniqueEmail('nobody');
    const before = await api.knex('outbox').where({ type: 'SignInAttemptsSurged' }).count();
    for (let i = 0; i < 11; i += 1) {
      const { res, ms } = await signIn(`198.51.102.${i + 1}`, stranger, `Guess-${i}-wrong`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: INVALID });
      expect(ms).toBeGreaterThanOrEqual(signInDelayMs(i, SLOWDOWN));
    }
    expect(await failures(stranger)).toBe(11);
    expect(await api.knex('outbox').where({ type: 'SignInAttemptsSurged' }).count()).toEqual(
      before,
    );
  });

  it('counts the longest email there may be, and refuses a longer one, without a 500', async () => {
    // 254 characters: with the address beside it, longer than a counter's key may be.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    for (let i = 0; i < 6; i += 1) {
      const { res } = await signIn('198.51.104.1', longest, `Guess-${i}-wrong`);
      expect(res.status, res.text).toBe(i < 5 ? 401 : 429);
    }
    expect(await failures(longest)).toBe(5);
    const { res } = await signIn('198.51.104.2', `${'x'.repeat(5000)}@example.com`, 'whatever');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('keeps the admin passkey as strict as before: five wrong ones close the address', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await api.request
        .post('/api/admin/login')
        .set('X-Forwarded-For', '203.0.113.20')
        .send({ passkey: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    const right = await api.request
      .post('/api/admin/login')
      .set('X-Forwarded-For', '203.0.113.20')
      .send({ passkey: api.adminPasskey });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: TOO_MANY });
  });

  it('leaves the activity log and the Emails view as they were', async () => {
    const admin = await signInAdmin(api);
    const owner = await createCustomer(api);
    for (let i = 0; i < SLOWDOWN.reportAfter; i += 1) {
      await signIn(`198.51.103.${i + 1}`, owner.email, `Guess-${i}-wrong`);
    }
    expect(await warnings(owner.userId)).toHaveLength(1);
    const activity = await api.request
      .get(`/api/furniture-requests/${owner.projectId}/activity`)
      .set('Cookie', admin);
    expect(activity.status).toBe(200);
    expect(JSON.stringify(activity.body)).not.toMatch(/sign.?in/i);
    const emails = await api.request.get('/api/admin/emails').set('Cookie', admin);
    expect(emails.status).toBe(200);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
