import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  PUBLIC_URL,
  sessionCookie,
  signInAdmin,
  startApp,
  startTestApi,
  stored,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';
import { jpegWithGps, pngImage } from './images';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Suite 5: CSRF, headers, cookies, session lifetime, what uploads keep. (429s: rate-limits.test.ts) */
describe('HTTP security behaviours', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    [admin, ada] = await Promise.all([signInAdmin(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const session = async (cookie: string) =>
    (await api.request.get('/api/auth/session').set('Cookie', cookie)).body as {
      authenticated: boolean;
    };

  describe('CSRF: state changes from another site are refused', () => {
    const forgot = () =>
      api.request.post('/api/auth/forgot-password').send({ email: 'ada@example.com' });

    it.each([
      [
        'Sec-Fetch-Site: cross-site',
        { 'Sec-Fetch-Site': 'cross-site' },
        'Cross-site requests are not allowed',
      ],
      [
        'Origin: http://evil.example',
        { Origin: 'http://evil.example' },
        'Cross-origin requests are not allowed',
      ],
      [
        'Origin: null (a sandboxed frame)',
        { Origin: 'null' },
        'Cross-origin requests are not allowed',
      ],
      [
        'an origin that only starts like ours',
        { Origin: `${PUBLIC_URL}.evil.example` },
        'Cross-origin requests are not allowed',
      ],
      [
        'our own origin over https',
        { Origin: PUBLIC_URL.replace('http:', 'https:') },
        'Cross-origin requests are not allowed',
      ],
    ])('refuses %s with a 403', async (_name, headers, message) => {
      const res = await forgot().set(headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message });
    });

    it.each([
      ['no Origin and no Sec-Fetch-Site (curl)', {}],
      ['our public origin', { Origin: PUBLIC_URL }],
      ['the host the request was sent to', { Origin: 'self' }],
      ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['Sec-Fetch-Site: none (typed in the address bar)', { 'Sec-Fetch-Site': 'none' }],
    ])('lets %s through', async (_name, headers: Record<string, string>) => {
      const origin = headers['Origin'] === 'self' ? { Origin: api.baseUrl } : headers;
      const res = await forgot().set(origin);
      expect(res.status).toBe(200);
    });

    it('refuses a cross-site multipart submission before anything is stored', async () => {
      const before = await stored(api);
      const res = await api.request
        .post('/api/furniture-requests')
        .set('Sec-Fetch-Site', 'cross-site')
        .field({ fullName: 'Mallory', email: uniqueEmail('csrf') })
        .attach('image', await pngImage(), 'x.png');
      expect(res.status).toBe(403);
      expect(await stored(api)).toEqual(before);
    });

    it("refuses a cross-site change even with the admin's cookie, and changes nothing", async () => {
      const url = `/api/furniture-requests/${ada.projectId}/admin-notes`;
      const res = await api.request
        .patch(url)
        .set('Cookie', admin)
        .set('Origin', 'http://evil.example')
        .send({ adminNotes: 'forged' });
      expect(res.status).toBe(403);
      const row = await api.knex('furniture_requests').where({ id: ada.projectId }).first();
      expect(row.admin_notes).not.toBe('forged');
    });

    /** A request written by hand: supertest cannot send an absolute-form target. */
    const rawPost = (target: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
        const { hostname, port } = new URL(api.baseUrl);
        const req = httpRequest(
          { hostname, port, method: 'POST', path: target, headers },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email: ada.email }));
      });

    it.each([
      ['in capitals (express routes ignore case)', '/API/auth/forgot-password'],
      [
        'as an absolute URL (a request target HTTP allows)',
        `${PUBLIC_URL}/api/auth/forgot-password`,
      ],
    ])('refuses a cross-site change whose path is spelled %s', async (_how, target) => {
      const res = await rawPost(target, {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(res).toEqual({
        status: 403,
        body: { message: 'Cross-site requests are not allowed' },
      });
    });

    it('lets a cross-site GET read nothing it should not: it is still only the session', async () => {
      const res = await api.request
        .get('/api/auth/session')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'http://evil.example');
      expect(res.status).toBe(200);
    });
  });

  describe('security headers', () => {
    it.each(['/healthz', '/no-such-page', `/uploads/${'0'.repeat(32)}.png`])(
      'give documents and files the web app policy on %s',
      async (path) => {
        const res = await api.request.get(path);
        const csp = String(res.headers['content-security-policy']);
        for (const directive of [
          "default-src 'self'",
          "script-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-resource-policy': 'same-origin',
        });
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      },
    );

    it.each([
      ['GET', '/api/auth/session'],
      ['GET', '/API/auth/session'],
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['POST', '/api/auth/signin'],
    ] as const)('give API answers a policy that allows nothing on %s %s', async (method, path) => {
      const res = await (method === 'GET'
        ? api.request.get(path)
        : api.request.post(path).send({}));
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
      // Nothing keeps a no-store answer, so it carries no validator to revalidate it with.
      expect(res.headers['etag']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    });

    it('sends HSTS only over TLS (a trusted proxy saying https), never on plain HTTP', async () => {
      const paths = ['/api/auth/session', '/healthz', '/no-such-page'];
      for (const path of paths) {
        const res = await api.request.get(path);
        expect(res.headers['strict-transport-security'], path).toBeUndefined();
      }
      const proxied = await startApp(api, { trustProxy: true });
      try {
        for (const path of paths) {
          const res = await proxied.request.get(path).set('X-Forwarded-Proto', 'https');
          expect(res.headers['strict-transport-security'], path).toBe(
            'max-age=31536000; includeSubDomains',
          );
        }
      } finally {
        await proxied.close();
      }
    });

    it('keeps ETags on files, so a browser revalidates an image instead of fetching it again', async () => {
      const sent = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada', email: uniqueEmail('etag') })
        .attach('image', await pngImage(20, 20), 'table.png');
      expect(sent.status).toBe(201);
      const row = await api.knex('furniture_requests').where({ id: sent.body.request.id }).first();
      const path = `/uploads/${row.image_path}`;
      const first = await api.request.get(path);
      expect(first.status).toBe(200);
      // Strong: a stored name is written once and never changes.
      expect(first.headers['etag']).toBe(`"${String(row.image_path).split('.')[0]}"`);
      const again = await api.request.get(path).set('If-None-Match', String(first.headers['etag']));
      expect(again.status).toBe(304);
    });

    it('echoes a well-formed X-Request-Id and replaces any other with its own', async () => {
      const kept = await api.request.get('/healthz').set('X-Request-Id', 'abc-12345678');
      expect(kept.headers['x-request-id']).toBe('abc-12345678');
      for (const hostile of ['<script>alert(1)</script>', 'x'.repeat(500), 'a b c d e f g h']) {
        const res = await api.request.get('/healthz').set('X-Request-Id', hostile);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('the session cookie', () => {
    const attributes = (setCookie: unknown) => {
      const raw = (setCookie as string[]).find((c) => /^workshop_(admin_)?session=/.test(c));
      const parts = (raw ?? '').split(';').map((part) => part.trim());
      return { parts, expires: parts.find((p) => p.startsWith('Expires='))?.slice(8) };
    };

    it.each([
      [
        'customer sign-in',
        () =>
          api.request.post('/api/auth/signin').send({ email: ada.email, password: ada.password }),
      ],
      [
        'admin login',
        () => api.request.post('/api/admin/login').send({ passkey: api.adminPasskey }),
      ],
    ])('from %s is HttpOnly, SameSite=Lax, Path=/ and lives 24 hours', async (_name, send) => {
      const res = await send();
      expect(res.status).toBe(200);
      const { parts, expires } = attributes(res.headers['set-cookie']);
      expect(parts).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      // Plain http here: Secure would make the browser drop it.
      expect(parts).not.toContain('Secure');
      const lifetime = new Date(expires ?? 0).getTime() - Date.now();
      expect(Math.abs(lifetime - DAY_MS)).toBeLessThan(60_000);
      expect(new Date(expires ?? 0).toISOString().slice(0, 19)).toBe(
        String(res.body.expiresAt).slice(0, 19),
      );
    });

    it('is Secure behind a TLS-terminating proxy', async () => {
      const proxied = await startApp(api, { trustProxy: true });
      try {
        const res = await proxied.request
          .post('/api/admin/login')
          .set('X-Forwarded-Proto', 'https')
          .send({ passkey: api.adminPasskey });
        expect(attributes(res.headers['set-cookie']).parts).toContain('Secure');
      } finally {
        await proxied.close();
      }
    });

    it('is stored server-side for exactly 24 hours (absolute lifetime)', async () => {
      const rows = await api.knex('sessions').where({ user_id: ada.userId });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(
          DAY_MS,
        );
      }
    });
  });

  describe('session lifetime', () => {
    it('rotates the session at sign-in: the old cookie no longer works', async () => {
      const signIn = (cookie?: string) => {
        const req = api.request.post('/api/auth/signin');
        return (cookie ? req.set('Cookie', cookie) : req).send({
          email: ada.email,
          password: ada.password,
        });
      };
      const first = sessionCookie(await signIn());
      expect((await session(first)).authenticated).toBe(true);
      const second = sessionCookie(await signIn(first));
      expect(second).not.toBe(first);
      expect((await session(first)).authenticated).toBe(false);
      expect((await session(second)).authenticated).toBe(true);

      // The admin login rotates the admin's session (its own cookie) and leaves the
      // customer's: a browser may hold both (issue 17).
      const adminCookie = sessionCookie(
        await api.request
          .post('/api/admin/login')
          .set('Cookie', second)
          .send({ passkey: api.adminPasskey }),
      );
      expect((await session(second)).authenticated).toBe(true);
      expect((await session(adminCookie)).authenticated).toBe(true);
      const adminAgain = sessionCookie(
        await api.request
          .post('/api/admin/login')
          .set('Cookie', `${second}; ${adminCookie}`)
          .send({ passkey: api.adminPasskey }),
      );
      expect(adminAgain).not.toBe(adminCookie);
      expect((await session(adminCookie)).authenticated).toBe(false);
      expect((await session(adminAgain)).authenticated).toBe(true);
      expect((await session(second)).authenticated).toBe(true);
    });

    it('treats an expired session as anonymous', async () => {
      const bob = await createCustomer(api);
      expect((await session(bob.cookie)).authenticated).toBe(true);
      await api
        .knex('sessions')
        .where({ user_id: bob.userId })
        .update({ expires_at: api.knex.raw("now() - interval '1 second'") });
      expect(await session(bob.cookie)).toMatchObject({ authenticated: false, role: null });
      const list = await api.request.get('/api/furniture-requests').set('Cookie', bob.cookie);
      expect(list.status).toBe(401);
      expect(list.body.message).toEqual(expect.any(String));
    });

    it('ends the other sessions of an account when its password changes', async () => {
      const bob = await createCustomer(api);
      const elsewhere = sessionCookie(
        await api.request
          .post('/api/auth/signin')
          .send({ email: bob.email, password: bob.password }),
      );
      const res = await api.request
        .post('/api/auth/change-password')
        .set('Cookie', bob.cookie)
        .send({ currentPassword: bob.password, newPassword: 'Brand-New-Pass-1' });
      expect(res.status).toBe(200);
      expect((await session(bob.cookie)).authenticated).toBe(true);
      expect((await session(elsewhere)).authenticated).toBe(false);
    });
  });

  describe('what an upload keeps', () => {
    const storedFile = async (id: number) => {
      const row = await api.knex('furniture_requests').where({ id }).first();
      return join(api.dataDir, 'uploads', row.image_path);
    };

    it('drops the EXIF (GPS included) of a photo', async () => {
      const photo = await jpegWithGps();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada', email: uniqueEmail('exif') })
        .attach('image', photo, 'holiday.jpg');
      expect(res.status).toBe(201);
      const metadata = await sharp(await storedFile(res.body.request.id)).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
    });

    it('drops the EXIF of a wizard draft image too', async () => {
      const sessionId = `session_${Date.now()}_exifdraft`;
      const res = await api.request
        .post('/api/customizations')
        .field({ sessionId, furnitureType: 'table' })
        .attach('image', await jpegWithGps(), 'holiday.jpg');
      expect(res.status).toBe(200);
      const row = await api
        .knex('furniture_customizations')
        .where({ session_id: sessionId })
        .first();
      const metadata = await sharp(join(api.dataDir, 'uploads', row.image_path)).metadata();
      expect(metadata.exif).toBeUndefined();
    });

    it('refuses an image above the pixel bound and keeps nothing', async () => {
      const bounded = await startApp(api, { maxImagePixels: 1_000_000 });
      try {
        const send = async (width: number) =>
          bounded.request
            .post('/api/furniture-requests')
            .field({ fullName: 'Ada', email: uniqueEmail('pixels') })
            .attach('image', await pngImage(width, 1000), 'big.png');
        const before = await stored(api);
        const tooBig = await send(1001);
        expect(tooBig.status).toBe(400);
        expect(tooBig.body.message).toMatch(/^Image is too large/);
        expect(await stored(api)).toEqual(before);
        expect((await send(1000)).status).toBe(201);
      } finally {
        await bounded.close();
      }
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
