import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { mailboxRoutes } from '../../src/http/routes/mailbox';
import {
  createCustomer,
  everyAnswer,
  PUBLIC_URL,
  startApp,
  startTestApi,
  type Customer,
  type TestApi,
} from './harness';
import { networkAddress } from './network';
import { expectOnlyDocumentedAnswers } from './openapi';

const EMAIL = [
  'From: Workshop <workshop@localhost>',
  'To: ada@example.com',
  'Subject: Your account is ready',
  'Date: Tue, 24 Nov 2026 10:00:00 +0000',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Temporary password: Secret-Temp-1',
].join('\r\n');

/**
 * Local mode's debug tools (the reset that needs no token, the mailbox with every temporary
 * password) answer only someone at this computer, even when HOST shares the site.
 */
describe('local mode: the debug reset and the mailbox answer only on this computer', () => {
  let api: TestApi;
  let shared: TestApi;
  let proxied: TestApi;
  let ada: Customer;
  let mailDir: string;
  /** A neighbour on the network, addressing the site by its public name as a browser would. */
  let neighbour: ReturnType<typeof supertest>;

  beforeAll(async () => {
    api = await startTestApi();
    mailDir = await mkdtemp(join(tmpdir(), 'workshop-mailbox-'));
    await writeFile(join(mailDir, '0001-credentials.eml'), EMAIL);
    const extraRoutes = [mailboxRoutes(mailDir)];
    // HOST=0.0.0.0: reachable from the network as well as from this computer.
    shared = await startApp(api, { host: '0.0.0.0', extraRoutes });
    neighbour = supertest(`http://${networkAddress()}:${new URL(shared.baseUrl).port}`);
    // A proxy on this computer forwarding others: the socket is loopback, the client is not.
    proxied = await startApp(api, { trustProxy: true, extraRoutes });
    ada = await createCustomer(api);
  });

  afterAll(async () => {
    await shared?.close();
    await proxied?.close();
    await api?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const publicHost = new URL(PUBLIC_URL).host;
  const signsInWith = async (password: string) =>
    (await api.request.post('/api/auth/signin').send({ email: ada.email, password })).status ===
    200;

  it('resets a password for a client on this computer', async () => {
    const res = await shared.request
      .post('/api/debug/reset-password')
      .send({ email: ada.email, newPassword: 'Local-Reset-1' });
    expect(res.status).toBe(200);
    expect(await signsInWith('Local-Reset-1')).toBe(true);
  });

  it('refuses a client from the network with 403 and a message, and changes nothing', async () => {
    const res = await neighbour
      .post('/api/debug/reset-password')
      .set('Host', publicHost)
      .send({ email: ada.email, newPassword: 'Network-Reset-1' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'The debug password reset is only available on the computer running the site',
    });
    expect(await signsInWith('Network-Reset-1')).toBe(false);
    expect(await signsInWith('Local-Reset-1')).toBe(true);
  });

  it('refuses a client forwarded by a proxy on this computer', async () => {
    const res = await proxied.request
      .post('/api/debug/reset-password')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ email: ada.email, newPassword: 'Proxied-Reset-1' });
    expect(res.status).toBe(403);
    expect(await signsInWith('Proxied-Reset-1')).toBe(false);
  });

  it.each(['/dev/mailbox', '/dev/mailbox/0001-credentials.eml'])(
    'shows %s on this computer and to nobody else',
    async (path) => {
      const local = await shared.request.get(path);
      expect(local.status).toBe(200);
      expect(local.text).toContain('Your account is ready');

      const remote = await neighbour.get(path).set('Host', publicHost);
      expect(remote.status).toBe(403);
      const refusal = remote.text;
      expect(JSON.parse(refusal)).toEqual({
        message: 'The local mailbox is only available on the computer running the site',
      });
      expect(refusal).not.toContain('Secret-Temp-1');

      const forwarded = await proxied.request.get(path).set('X-Forwarded-For', '203.0.113.7');
      expect(forwarded.status).toBe(403);
    },
  );

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
