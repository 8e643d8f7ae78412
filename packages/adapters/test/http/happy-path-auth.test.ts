import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knex from 'knex';
import {
  createCustomer,
  createTemporarySession,
  everyAnswer,
  sessionCookie,
  signInAdmin,
  startApp,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const ANONYMOUS = {
  authenticated: false,
  role: null,
  email: null,
  passwordChanged: false,
  expiresAt: null,
};
const RESET_LINK_SENT =
  "If an account with this email exists, you'll receive a reset link shortly.";

/** Suite 1, accounts half: sign-in, the password flows, the admin session, health. */
describe('HTTP happy path: sessions, passwords, admin, health', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const session = async (cookie?: string) => {
    const req = api.request.get('/api/auth/session');
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>;
  };
  const signIn = (email: string, password: string) =>
    api.request.post('/api/auth/signin').send({ email, password });

  describe('customer sign-in and GET /api/auth/session', () => {
    it('answers an anonymous visitor with an empty session', async () => {
      expect(await session()).toEqual(ANONYMOUS);
    });

    it("'Welcome!' with needsPasswordChange for a temporary password, 'Welcome back!' later", async () => {
      const temporary = await createTemporarySession(api);
      const first = await signIn(temporary.email, temporary.temporaryPassword);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        message: 'Welcome!',
        needsPasswordChange: true,
        expiresAt: expect.any(String),
      });
      const cookie = sessionCookie(first);
      expect(await session(cookie)).toEqual({
        authenticated: true,
        role: 'customer',
        email: temporary.email,
        passwordChanged: false,
        expiresAt: first.body.expiresAt,
      });

      const changed = await api.request
        .post('/api/auth/change-password')
        .set('Cookie', cookie)
        .send({
          email: 'ignored@example.com',
          currentPassword: temporary.temporaryPassword,
          newPassword: 'Oak-and-Walnut-42',
        });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Password updated successfully' });
      // The session that changed the password carries on, now complete.
      expect(await session(cookie)).toMatchObject({ passwordChanged: true });

      const later = await signIn(temporary.email, 'Oak-and-Walnut-42');
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ message: 'Welcome back!', needsPasswordChange: false });
      expect((await signIn(temporary.email, temporary.temporaryPassword)).status).toBe(401);
    });

    it('refuses a wrong password and an unknown email with the same answer', async () => {
      const ada = await createCustomer(api);
      const wrong = await signIn(ada.email, 'not-the-password');
      const unknown = await signIn(uniqueEmail('nobody'), 'not-the-password');
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid email or password' });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('POST /api/auth/signout ends the session and clears the cookie', async () => {
      const ada = await createCustomer(api);
      const res = await api.request.post('/api/auth/signout').set('Cookie', ada.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Signed out' });
      expect(String(res.headers['set-cookie'])).toMatch(
        /workshop_session=;.*Expires=Thu, 01 Jan 1970/,
      );
      expect(await session(ada.cookie)).toEqual(ANONYMOUS);
      // Signing out twice is not an error.
      expect((await api.request.post('/api/auth/signout').set('Cookie', ada.cookie)).status).toBe(
        200,
      );
    });
  });

  describe('passwords', () => {
    it('POST /api/auth/forgot-password answers the same for known and unknown emails', async () => {
      const ada = await createCustomer(api);
      const nobody = uniqueEmail('nobody');
      const known = await api.request.post('/api/auth/forgot-password').send({ email: ada.email });
      const unknown = await api.request.post('/api/auth/forgot-password').send({ email: nobody });
      for (const res of [known, unknown]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: RESET_LINK_SENT });
      }
      // Both are recorded alike, so neither the answer nor its timing tells them apart; the
      // worker finds that only one has an account (test/workflow/email-abuse.test.ts).
      const queued = (email: string) =>
        api
          .knex('outbox')
          .where({ type: 'PasswordResetRequested' })
          .whereRaw("payload->>'email' = ?", [email]);
      expect(await queued(ada.email)).toHaveLength(1);
      expect(await queued(nobody)).toHaveLength(1);
    });

    it('POST /api/auth/change-password replaces a permanent password', async () => {
      const ada = await createCustomer(api);
      const res = await api.request
        .post('/api/auth/change-password')
        .set('Cookie', ada.cookie)
        .send({ currentPassword: ada.password, newPassword: 'Cherry-Maple-2025' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password updated successfully' });
      expect((await signIn(ada.email, ada.password)).status).toBe(401);
      expect((await signIn(ada.email, 'Cherry-Maple-2025')).status).toBe(200);
    });

    it('POST /api/auth/reset-password uses an emailed token once, and signs out everywhere', async () => {
      const ada = await createCustomer(api);
      const issued = await api.useCases.issueResetToken.execute(ada.userId);
      if (!issued.ok) throw new Error(issued.error.message);
      const body = { token: issued.value.token, newPassword: 'Reclaimed-Oak-77' };

      const res = await api.request.post('/api/auth/reset-password').send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password reset successful' });
      expect(await session(ada.cookie)).toEqual(ANONYMOUS);
      expect((await signIn(ada.email, 'Reclaimed-Oak-77')).body.message).toBe('Welcome back!');

      const again = await api.request
        .post('/api/auth/reset-password')
        .send({ ...body, newPassword: 'Another-Pass-88' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        'This reset link is invalid or has expired. Please request a new one.',
      );
      expect((await signIn(ada.email, 'Another-Pass-88')).status).toBe(401);
    });

    it('POST /api/debug/reset-password works where enabled and is a 404 elsewhere', async () => {
      const ada = await createCustomer(api);
      const body = { email: ada.email, newPassword: 'Debug-Reset-123' };
      const enabled = await api.request.post('/api/debug/reset-password').send(body);
      expect(enabled.status).toBe(200);
      expect(enabled.body).toEqual({ message: 'Password has been reset' });
      expect((await signIn(ada.email, 'Debug-Reset-123')).status).toBe(200);

      const production = await startApp(api, { debugResetEnabled: false });
      try {
        const disabled = await production.request
          .post('/api/debug/reset-password')
          .send({ ...body, newPassword: 'Never-Applied-1' });
        expect(disabled.status).toBe(404);
        expect(disabled.body).toEqual({ message: expect.any(String) });
        expect((await signIn(ada.email, 'Never-Applied-1')).status).toBe(401);
      } finally {
        await production.close();
      }
    });
  });

  describe('the admin session', () => {
    it('POST /api/admin/login checks the passkey on the server', async () => {
      const wrong = await api.request.post('/api/admin/login').send({ passkey: 'open-sesame' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Access Denied - Invalid passkey. Please try again.' });
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const right = await api.request.post('/api/admin/login').send({ passkey: api.adminPasskey });
      expect(right.status).toBe(200);
      expect(right.body).toEqual({
        message: 'Access Granted - Welcome to the admin panel',
        expiresAt: expect.any(String),
      });
      expect(await session(sessionCookie(right))).toEqual({
        authenticated: true,
        role: 'admin',
        email: null,
        passwordChanged: true,
        expiresAt: right.body.expiresAt,
      });
    });

    it('POST /api/admin/logout ends the admin session', async () => {
      const admin = await signInAdmin(api);
      const res = await api.request.post('/api/admin/logout').set('Cookie', admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Signed out' });
      expect(await session(admin)).toEqual(ANONYMOUS);
      expect((await api.request.get('/api/furniture-requests').set('Cookie', admin)).status).toBe(
        401,
      );
    });
  });

  describe('health', () => {
    it('GET /healthz: the process answers', async () => {
      const res = await api.request.get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('GET /readyz: ready when the database answers, 503 when it does not', async () => {
      const res = await api.request.get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready' });

      // Nothing listens on port 1: the same app on an unreachable database.
      const unreachable = knex({
        client: 'pg',
        connection: 'postgres://postgres@127.0.0.1:1/none',
        pool: { min: 0, max: 1 },
        log: { error: () => undefined, warn: () => undefined },
      });
      const stranded = await startApp({ ...api, knex: unreachable });
      try {
        const down = await stranded.request.get('/readyz');
        expect(down.status).toBe(503);
        expect(down.body).toEqual({
          status: 'unavailable',
          message: 'The database is not reachable',
        });
      } finally {
        await stranded.close();
        await unreachable.destroy();
      }
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
