import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxRoutes } from '../../src/http/routes/mailbox';
import { webAppRoutes } from '../../src/http/routes/web-app';
import type { RateLimitPolicy } from '../../src/http/rate-limits';
import {
  createCustomer,
  everyAnswer,
  GENEROUS_LIMITS,
  PUBLIC_URL,
  startApp,
  startTestApi,
  stored,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

/** A photo-sized PNG that does not compress: between 1 and 2 MB. */
const noisyPng = () =>
  sharp({
    create: {
      width: 640,
      height: 640,
      channels: 3,
      background: { r: 120, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

const WINDOW = { durationSeconds: 600 };

/**
 * What an outside attack got through, each reproduced as it was done and now refused. The
 * describe names are the findings.
 */
describe('what a stranger got through', () => {
  let api: TestApi;
  let ada: Customer;
  let port: string;

  beforeAll(async () => {
    api = await startTestApi();
    ada = await createCustomer(api);
    port = new URL(api.baseUrl).port;
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('1. DNS rebinding: a page elsewhere drove the local site under its own name', () => {
    const rebound = () => `rebind.attacker.example:${port}`;

    it('refuses a request addressed to another name with 421, whatever its Origin', async () => {
      const attack = await api.request
        .post('/api/auth/forgot-password')
        .set('Host', rebound())
        .set('Origin', `http://${rebound()}`)
        .send({ email: ada.email });
      expect(attack.status).toBe(421);
      expect(attack.body).toEqual({ message: 'This server answers only at workshop.test' });
      const read = await api.request
        .get('/api/furniture-requests')
        .set('Host', rebound())
        .set('Cookie', ada.cookie);
      expect(read.status).toBe(421);
      expect(JSON.stringify(read.body)).not.toContain(ada.email);
    });

    it('answers its own name, and in local mode its loopback names on its port', async () => {
      for (const host of [new URL(PUBLIC_URL).host, `127.0.0.1:${port}`, `localhost:${port}`]) {
        const res = await api.request.get('/api/auth/session').set('Host', host);
        expect(res.status, host).toBe(200);
      }
      expect(
        (await api.request.get('/api/auth/session').set('Host', `localhost:${Number(port) + 1}`))
          .status,
      ).toBe(421);
    });

    it("compares Origin with the site's origin, never with the request's own Host", async () => {
      const services = await startApp(api, { loopbackAliases: false });
      try {
        const servicesPort = new URL(services.baseUrl).port;
        // Addressed right, but from a page of another origin that names itself as the Host.
        const res = await services.request
          .post('/api/auth/forgot-password')
          .set('Host', new URL(PUBLIC_URL).host)
          .set('Origin', `http://127.0.0.1:${servicesPort}`)
          .send({ email: ada.email });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Cross-origin requests are not allowed' });
        const ours = await services.request
          .post('/api/auth/forgot-password')
          .set('Host', new URL(PUBLIC_URL).host)
          .set('Origin', PUBLIC_URL)
          .send({ email: ada.email });
        expect(ours.status).toBe(200);
        // The services mode knows no loopback aliases.
        expect((await services.request.get('/api/auth/session')).status).toBe(421);
      } finally {
        await services.close();
      }
    });

    it('checks the name the trusted proxy received, and lets health probes through', async () => {
      const proxied = await startApp(api, { trustProxy: true, loopbackAliases: false });
      try {
        const forwarded = (host: string) =>
          proxied.request.get('/api/auth/session').set('X-Forwarded-Host', host);
        expect((await forwarded('rebind.attacker.example')).status).toBe(421);
        expect((await forwarded(new URL(PUBLIC_URL).host)).status).toBe(200);
        expect((await proxied.request.get('/readyz').set('Host', 'anything.example')).status).toBe(
          200,
        );
      } finally {
        await proxied.close();
      }
    });
  });

  describe('2. Limits per account: many addresses got a fresh budget for one account', () => {
    const TIGHT: RateLimitPolicy = {
      ...GENEROUS_LIMITS,
      signInSuccess: { points: 3, ...WINDOW },
      debugResetAccount: { points: 2, ...WINDOW },
    };
    let limited: TestApi;
    let address = 0;
    /** A request from a new client address each time, as from a botnet or IPv6 range. */
    const fromElsewhere = (path: string) =>
      limited.request.post(path).set('X-Forwarded-For', `198.51.100.${(address += 1)}`);

    beforeAll(async () => {
      limited = await startApp(api, { rateLimits: TIGHT, trustProxy: true });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('counts failed sign-ins per account without locking its owner out', async () => {
      // A refusal per account, whatever the address, let a stranger lock anyone out by failing
      // on purpose. The account is slowed down and its owner warned instead (the failures are
      // counted per email: sign-in-guessing.test.ts); each address still has its own budgets.
      const victim = await createCustomer(api);
      for (let i = 0; i < 3; i += 1) {
        const res = await fromElsewhere('/api/auth/signin').send({
          email: victim.email,
          password: `Guess-${i}-wrong`,
        });
        expect(res.status).toBe(401);
      }
      expect(
        await api.knex('sign_in_failures').where({ email: victim.email }).first('failures'),
      ).toEqual({ failures: 3 });
      // The right password, from yet another address, still gets the owner in.
      const owner = await fromElsewhere('/api/auth/signin').send({
        email: victim.email.toUpperCase(),
        password: victim.password,
      });
      expect(owner.status).toBe(200);
      // Another account is not held back by it.
      const other = await fromElsewhere('/api/auth/signin').send({
        email: ada.email,
        password: ada.password,
      });
      expect(other.status).toBe(200);
    });

    it('counts successful sign-ins too, at their own ceiling', async () => {
      // Its first sign-in (with the temporary password) is one of the three.
      const busy = await createCustomer(api);
      for (let i = 0; i < 2; i += 1) {
        const res = await fromElsewhere('/api/auth/signin').send({
          email: busy.email,
          password: busy.password,
        });
        expect(res.status).toBe(200);
      }
      const fourth = await fromElsewhere('/api/auth/signin').send({
        email: busy.email,
        password: busy.password,
      });
      expect(fourth.status).toBe(429);
      expect(fourth.headers['set-cookie']).toBeUndefined();
    });

    it('limits the debug reset per account, whatever the address', async () => {
      const target = await createCustomer(api);
      for (let i = 0; i < 2; i += 1) {
        // Loopback only: the forwarded address must be loopback too.
        const res = await limited.request
          .post('/api/debug/reset-password')
          .set('X-Forwarded-For', `127.0.0.${i + 2}`)
          .send({ email: target.email, newPassword: `Reset-${i}-Walnut` });
        expect(res.status).toBe(200);
      }
      const third = await limited.request
        .post('/api/debug/reset-password')
        .set('X-Forwarded-For', '127.0.0.9')
        .send({ email: target.email, newPassword: 'Reset-9-Walnut' });
      expect(third.status).toBe(429);
      const signIn = await api.request
        .post('/api/auth/signin')
        .send({ email: target.email, password: 'Reset-9-Walnut' });
      expect(signIn.status).toBe(401);
    });
  });

  describe('3. Email abuse: every customer message could be sent as fast as one liked', () => {
    it('limits messages per author and project, with a message that says so', async () => {
      const chatty = await startApp(api, {
        rateLimits: { ...GENEROUS_LIMITS, postMessage: { points: 3, ...WINDOW } },
      });
      try {
        const author = await createCustomer(api);
        const post = (projectId: number) =>
          chatty.request
            .post(`/api/furniture-requests/${projectId}/messages`)
            .set('Cookie', author.cookie)
            .send({ message: 'Hello?', senderName: 'Ann', senderType: 'customer' });
        for (let i = 0; i < 3; i += 1) expect((await post(author.projectId)).status).toBe(201);
        const fourth = await post(author.projectId);
        expect(fourth.status).toBe(429);
        expect(fourth.body).toEqual({
          message: 'You are sending messages too fast. Please wait a few minutes.',
        });
        // Another of the author's projects has its own budget.
        const second = await api.request
          .post('/api/furniture-requests')
          .send({ fullName: 'Ann', email: author.email });
        expect((await post(second.body.request.id)).status).toBe(201);
      } finally {
        await chatty.close();
      }
    });
  });

  describe('4. Enumeration: the submit answer told whether an email had an account', () => {
    it('answers a new email and a known one with the same words', async () => {
      const fresh = await api.request
        .post('/api/furniture-requests')
        .send({ fullName: 'Ann Stranger', email: uniqueEmail('fresh') });
      const known = await api.request
        .post('/api/furniture-requests')
        .send({ fullName: 'Ann Stranger', email: ada.email });
      expect(fresh.status).toBe(201);
      expect(known.status).toBe(201);
      const shape = (body: { request: { id: number } }) => ({ ...body, request: { id: 0 } });
      expect(shape(fresh.body)).toEqual(shape(known.body));
    });
  });

  describe('6. Anonymous drafts: 200 an hour per address, each with a 10 MB image, kept', () => {
    const save = (target: TestApi, sessionId: string, image: Buffer, from: string) =>
      target.request
        .post('/api/customizations')
        .set('X-Forwarded-For', from)
        .field({ sessionId, furnitureType: 'table' })
        .attach('image', image, 'inspiration.png');

    it('keeps one image per draft: a new one replaces the last', async () => {
      const sessionId = `session_1_${Date.now()}`;
      await save(api, sessionId, await pngImage(40, 30), '198.51.100.60').expect(200);
      const first = await api
        .knex('furniture_customizations')
        .where({ session_id: sessionId })
        .first();
      await save(api, sessionId, await pngImage(30, 40), '198.51.100.60').expect(200);
      const second = await api
        .knex('furniture_customizations')
        .where({ session_id: sessionId })
        .first();
      expect(second.image_path).not.toBe(first.image_path);
      const kept = await readdir(join(api.dataDir, 'uploads'));
      expect(kept).toContain(second.image_path);
      expect(kept).not.toContain(first.image_path);
    });

    it('caps the megabytes of draft images one address sends in a day', async () => {
      const capped = await startApp(api, {
        trustProxy: true,
        rateLimits: { ...GENEROUS_LIMITS, draftMegabytes: { points: 2, ...WINDOW } },
      });
      try {
        const photo = await noisyPng();
        expect(photo.length).toBeGreaterThan(1_000_000);
        expect(photo.length).toBeLessThan(2_000_000);
        await save(capped, `session_1_cap${Date.now()}`, photo, '198.51.100.61').expect(200);
        const before = await stored(api);
        const refused = await save(capped, `session_2_cap${Date.now()}`, photo, '198.51.100.61');
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          message: 'Too many images uploaded today. Please try again tomorrow.',
        });
        expect(await stored(api)).toEqual(before);
        // Another address has its own budget.
        await save(capped, `session_3_cap${Date.now()}`, photo, '198.51.100.62').expect(200);
      } finally {
        await capped.close();
      }
    });
  });

  describe('7. A race: two first submissions for one email both created the account', () => {
    it('takes ten at once with one account, one credentials event and no 500', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api.request
            .post('/api/furniture-requests')
            .send({ fullName: 'Rae Racer', email, description: `Attempt ${i}` }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array<number>(10).fill(201));
      const users = await api.knex('users').where({ username: email });
      expect(users).toHaveLength(1);
      const requests = await api.knex('furniture_requests').where({ customer_id: users[0].id });
      expect(requests).toHaveLength(10);
      const created = await api
        .knex('outbox')
        .where({ type: 'AccountCreated' })
        .whereRaw(`payload->>'email' = ?`, [email]);
      expect(created).toHaveLength(1);
    });
  });

  describe('8. Input and headers', () => {
    it('refuses a message of zero-width characters as empty', async () => {
      const res = await api.request
        .post(`/api/furniture-requests/${ada.projectId}/messages`)
        .set('Cookie', ada.cookie)
        .send({ message: '\u200B\u200B\uFEFF', senderName: 'Ada', senderType: 'customer' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Message is required');
    });

    it('stores a name without the bidi overrides that made it read backwards', async () => {
      const res = await api.request
        .post('/api/furniture-requests')
        .send({ fullName: 'Ada \u202Egnp.exe\u202C', email: uniqueEmail('bidi') });
      expect(res.status).toBe(201);
      const row = await api.knex('furniture_requests').where({ id: res.body.request.id }).first();
      expect(row.full_name).toBe('Ada gnp.exe');
    });

    it('keeps a non-ASCII file name as the visitor wrote it', async () => {
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Zoë', email: uniqueEmail('utf8') })
        .attach('image', await pngImage(), 'Étagère en noyer 胡桃.png');
      expect(res.status).toBe(201);
      const row = await api.knex('furniture_requests').where({ id: res.body.request.id }).first();
      expect(row.image_original_name).toBe('Étagère en noyer 胡桃.png');
    });

    it('sends a Permissions-Policy, asks again for pages, and lets no one keep the mailbox', async () => {
      const webRoot = await mkdtemp(join(tmpdir(), 'workshop-web-'));
      const mailDir = await mkdtemp(join(tmpdir(), 'workshop-mail-'));
      await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Workshop</title>');
      const site = await startApp(api, {
        extraRoutes: [mailboxRoutes(mailDir), webAppRoutes(webRoot)],
      });
      try {
        for (const path of ['/', '/index.html', '/dashboard']) {
          const page = await site.request.get(path);
          expect(page.status, path).toBe(200);
          expect(page.headers['cache-control'], path).toBe('no-cache');
          expect(page.headers['permissions-policy'], path).toContain('camera=()');
          expect(page.headers['permissions-policy'], path).toContain('geolocation=()');
        }
        const mailbox = await site.request.get('/dev/mailbox');
        expect(mailbox.status).toBe(200);
        expect(mailbox.headers['cache-control']).toBe('no-store');
      } finally {
        await site.close();
        await rm(webRoot, { recursive: true, force: true });
        await rm(mailDir, { recursive: true, force: true });
      }
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
