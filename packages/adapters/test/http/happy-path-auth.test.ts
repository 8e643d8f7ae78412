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
  name: null,
  staffRole: null,
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
        name: null,
        staffRole: null,
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

    it('POST /api/auth/reset-password/check says whether a link still works, and changes nothing', async () => {
      const ada = await createCustomer(api);
      const issued = await api.useCases.issueResetToken.execute(ada.userId);
      if (!issued.ok) throw new Error(issued.error.message);
      const check = () =>
        api.request.post('/api/auth/reset-password/check').send({ token: issued.value.token });
      const SPENT = 'This reset link is invalid or has expired. Please request a new one.';

      const fresh = await check();
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({
        message: 'This reset link is valid',
        expiresAt: expect.any(String),
      });
      const left = Date.parse(fresh.body.expiresAt as string) - Date.now();
      expect(left).toBeGreaterThan(55 * 60_000);
      expect(left).toBeLessThanOrEqual(60 * 60_000);
      // Asking twice spends nothing: the link still sets a password afterwards.
      expect((await check()).status).toBe(200);
      const used = await api.request
        .post('/api/auth/reset-password')
        .send({ token: issued.value.token, newPassword: 'Reclaimed-Oak-78' });
      expect(used.status).toBe(200);

      const spent = await check();
      expect(spent.status).toBe(400);
      expect(spent.body.message).toBe(SPENT);
      const unknown = await api.request
        .post('/api/auth/reset-password/check')
        .send({ token: 'not-a-token-we-sent' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(SPENT);
      const missing = await api.request.post('/api/auth/reset-password/check').send({});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Invalid or missing reset token');
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
        name: null,
        staffRole: 'owner',
        passwordChanged: true,
        expiresAt: right.body.expiresAt,
      });
    });

    it('keeps the customer and the admin signed in side by side in one browser (two cookies)', async () => {
      const ada = await createCustomer(api);
      // One cookie jar, as a browser has: the admin signs in where the customer already is.
      const login = await api.request
        .post('/api/admin/login')
        .set('Cookie', ada.cookie)
        .send({ passkey: api.adminPasskey });
      expect(login.status).toBe(200);
      const admin = sessionCookie(login);
      expect(admin).toMatch(/^workshop_admin_session=/);
      expect(String(login.headers['set-cookie'])).not.toMatch(/(^|,)workshop_session=/);
      const jar = `${ada.cookie}; ${admin}`;
      const as = (side: 'admin' | 'customer') => (path: string) =>
        api.request.get(path).set('Cookie', jar).set('X-Session-Side', side);

      // Each page asks for its side; each side is who it was.
      expect((await as('customer')('/api/auth/session')).body).toMatchObject({
        authenticated: true,
        role: 'customer',
        email: ada.email,
      });
      expect((await as('admin')('/api/auth/session')).body).toMatchObject({
        authenticated: true,
        role: 'admin',
      });
      const own = await as('customer')('/api/furniture-requests');
      expect(own.status).toBe(200);
      expect((own.body as { id: number }[]).map((project) => project.id)).toEqual([ada.projectId]);
      const all = await as('admin')('/api/furniture-requests');
      expect(all.status).toBe(200);
      expect((all.body as unknown[]).length).toBeGreaterThanOrEqual(1);
      // A write of each side works with both cookies sent.
      const say = (senderType: 'admin' | 'customer') =>
        api.request
          .post(`/api/furniture-requests/${ada.projectId}/messages`)
          .set('Cookie', jar)
          .set('X-Session-Side', senderType)
          .send({ message: `Hello from the ${senderType}`, senderName: 'Ada', senderType });
      expect((await say('customer')).status).toBe(201);
      expect((await say('admin')).status).toBe(201);
      // Without the header, the call's own claim (the spec's userType) picks the side.
      const counts = await api.request
        .get('/api/messages/unread-counts?userType=customer')
        .set('Cookie', jar);
      expect(counts.status).toBe(200);
      // The customer signing in again rotates the customer's session only.
      const again = await api.request
        .post('/api/auth/signin')
        .set('Cookie', jar)
        .send({ email: ada.email, password: ada.password });
      expect(again.status).toBe(200);
      const customer = sessionCookie(again);
      expect(customer).toMatch(/^workshop_session=/);
      expect(await session(ada.cookie)).toEqual(ANONYMOUS);
      const jar2 = `${customer}; ${admin}`;

      // Signing out of one side leaves the other signed in.
      const out = await api.request
        .post('/api/admin/logout')
        .set('Cookie', jar2)
        .set('X-Session-Side', 'admin');
      expect(out.status).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/workshop_admin_session=;/);
      expect(String(out.headers['set-cookie'])).not.toMatch(/(^|,)workshop_session=/);
      expect(await session(admin)).toEqual(ANONYMOUS);
      const still = await api.request
        .get('/api/auth/session')
        .set('Cookie', jar2)
        .set('X-Session-Side', 'customer');
      expect(still.body).toMatchObject({ authenticated: true, role: 'customer' });
      // The browser dropped the cleared cookie: the customer's alone carries on.
      expect(
        (await api.request.get('/api/furniture-requests').set('Cookie', customer)).status,
      ).toBe(200);

      // And the other way round: the admin back in, the customer out, the admin stays.
      const admin2 = sessionCookie(
        await api.request
          .post('/api/admin/login')
          .set('Cookie', customer)
          .send({ passkey: api.adminPasskey }),
      );
      const jar3 = `${customer}; ${admin2}`;
      expect((await api.request.post('/api/auth/signout').set('Cookie', jar3)).status).toBe(200);
      expect(await session(customer)).toEqual(ANONYMOUS);
      const stays = await api.request
        .get('/api/furniture-requests')
        .set('Cookie', jar3)
        .set('X-Session-Side', 'admin');
      expect(stays.status).toBe(200);
    });

    it("does not take one side's cookie for the other", async () => {
      const ada = await createCustomer(api);
      const admin = await signInAdmin(api);
      const value = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
      // The admin's token in the customer's cookie, and the other way round: nobody.
      expect(await session(`workshop_session=${value(admin)}`)).toEqual(ANONYMOUS);
      expect(await session(`workshop_admin_session=${value(ada.cookie)}`)).toEqual(ANONYMOUS);
      // A customer page asking for the admin's side, with only the customer's cookie: nobody.
      const res = await api.request
        .get('/api/auth/session')
        .set('Cookie', ada.cookie)
        .set('X-Session-Side', 'admin');
      expect(res.body).toEqual(ANONYMOUS);
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
