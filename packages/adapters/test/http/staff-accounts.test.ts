import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from '../workflow/environment';
import { temporaryPasswordIn } from '../workflow/scenario';
import { waitUntil } from '../workflow/wait';
import {
  approve,
  everyAnswer,
  sessionCookie,
  signInAdmin,
  startApp,
  submitProject,
  uniqueEmail,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const OWNER_ONLY = 'Only the owner may manage the team and the settings';
const PASSWORD = 'Dovetail-Joint-2026';

/**
 * Staff accounts over HTTP, with the worker and an SMTP sink sending the invitations: the owner
 * invites, the invited choose a password from the emailed link, sign in, act under their own
 * name, are refused what is the owner's, and are shut out at once when removed.
 */
describe('staff accounts, against PostgreSQL with the worker', () => {
  const env = useWorkflowEnvironment();
  let api: TestApi;
  let dataDir: string;
  let owner: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'workshop-staff-'));
    api = await startApp({
      knex: env().database.db,
      dataDir,
      adminPasskey: `passkey-${randomBytes(12).toString('hex')}`,
    });
    owner = await signInAdmin(api);
  });
  // Each test's own worker (a pipeline stops with its test).
  beforeEach(async () => {
    // The API's file store: the worker attaches the signed copy the API stored.
    await env().startPipeline({ uploadsDir: join(dataDir, 'uploads') });
  });
  afterAll(async () => {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const as = (cookie: string) => ({
    get: (path: string) => api.request.get(path).set('Cookie', cookie),
    post: (path: string) => api.request.post(path).set('Cookie', cookie),
    patch: (path: string) => api.request.patch(path).set('Cookie', cookie),
    put: (path: string) => api.request.put(path).set('Cookie', cookie),
    delete: (path: string) => api.request.delete(path).set('Cookie', cookie),
  });

  /** The token of the invitation link emailed to `email`, in both parts of the email. */
  async function invitationTokenFor(email: string): Promise<string> {
    const mail = await waitUntil('the invitation email', () =>
      env()
        .sink.to(email)
        .find((candidate) => candidate.subject.includes('invited')),
    );
    const token = /\/staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, 'an invitation link in the plain text').toBeDefined();
    expect(mail.html).toContain(`/staff-invitation?token=${token as string}`);
    return token as string;
  }

  /** A customer as the worker's credentials email makes one, with a permanent password. */
  async function createCustomer(): Promise<{ email: string; cookie: string; password: string }> {
    const email = uniqueEmail();
    await submitProject(api, email);
    const credentials = await waitUntil('the credentials email', () =>
      env()
        .sink.to(email)
        .find((candidate) => candidate.text.includes('Temporary password')),
    );
    const temporary = temporaryPasswordIn(credentials);
    const signedIn = await api.request
      .post('/api/auth/signin')
      .send({ email, password: temporary });
    const cookie = sessionCookie(signedIn);
    const password = `Walnut-${randomBytes(6).toString('hex')}`;
    const changed = await api.request
      .post('/api/auth/change-password')
      .set('Cookie', cookie)
      .send({ currentPassword: temporary, newPassword: password });
    expect(changed.status).toBe(200);
    return { email, cookie, password };
  }

  /** Invited by the owner, password chosen from the email, signed in: the member's cookie. */
  async function joinTeam(
    name: string,
    role: 'owner' | 'staff',
  ): Promise<{ id: number; email: string; cookie: string }> {
    const email = uniqueEmail(name.split(' ')[0]?.toLowerCase());
    const invited = await as(owner).post('/api/admin/staff').send({ email, name, role });
    expect(invited.status).toBe(201);
    const token = await invitationTokenFor(email);
    const accepted = await api.request
      .post('/api/admin/staff-invitation')
      .send({ token, newPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    const signedIn = await api.request
      .post('/api/admin/staff-login')
      .send({ email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    return { id: invited.body.member.id as number, email, cookie: sessionCookie(signedIn) };
  }

  it('invites by email with a link, never a password, and the link sets the password once', async () => {
    const email = uniqueEmail('sam');
    const invited = await as(owner)
      .post('/api/admin/staff')
      .send({ email: email.toUpperCase(), name: 'Sam Carver', role: 'staff' });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      message: `Invitation sent to ${email}`,
      member: {
        id: expect.any(Number),
        email,
        name: 'Sam Carver',
        role: 'staff',
        status: 'invited',
        invitedAt: expect.any(String),
        hasPasskey: false,
      },
    });
    const again = await as(owner)
      .post('/api/admin/staff')
      .send({ email, name: 'Sam Again', role: 'owner' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Someone of the team already has this email');

    const token = await invitationTokenFor(email);
    const mail = env().sink.to(email)[0];
    expect(mail?.text).toContain('Hello Sam Carver,');
    expect(mail?.text).not.toContain('Temporary password');
    // Only the token's digest is stored.
    const row = await api.knex('staff').where({ email }).first();
    expect(row.invitation_token_hash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    // Before a password is chosen there is nothing to sign in with.
    const early = await api.request
      .post('/api/admin/staff-login')
      .send({ email, password: PASSWORD });
    expect(early.status).toBe(401);
    expect(early.body.message).toBe('Invalid email or password');

    const wrongToken = await api.request
      .post('/api/admin/staff-invitation')
      .send({ token: `${token}x`, newPassword: PASSWORD });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.message).toBe(
      'This invitation link is invalid or has expired. Ask the owner to invite you again.',
    );
    const weak = await api.request
      .post('/api/admin/staff-invitation')
      .send({ token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');

    const accepted = await api.request
      .post('/api/admin/staff-invitation')
      .send({ token, newPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      message: 'Your password is set. Sign in with your email and password.',
      email,
    });
    const reused = await api.request
      .post('/api/admin/staff-invitation')
      .send({ token, newPassword: 'Another-Pass-2026' });
    expect(reused.status).toBe(400);

    const team = await as(owner).get('/api/admin/staff');
    expect(team.status).toBe(200);
    expect(team.body.ownerPasskeyEnabled).toBe(true);
    expect(team.body.members).toContainEqual(
      expect.objectContaining({ email, name: 'Sam Carver', role: 'staff', status: 'active' }),
    );
  });

  it('signs staff in with email and password, counting failures like a customer’s', async () => {
    const sam = await joinTeam('Sam Carver', 'staff');
    const wrong = await api.request
      .post('/api/admin/staff-login')
      .send({ email: sam.email, password: 'Not-My-Password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const run = await api.knex('sign_in_failures').where({ email: sam.email }).first();
    expect(run?.failures).toBe(1);

    const session = await as(sam.cookie).get('/api/auth/session').set('X-Session-Side', 'admin');
    expect(session.body).toMatchObject({
      authenticated: true,
      role: 'admin',
      email: sam.email,
      name: 'Sam Carver',
      staffRole: 'staff',
    });
    // A staff session is an admin session for every request route.
    expect((await as(sam.cookie).get('/api/furniture-requests?userType=admin')).status).toBe(200);
    // A customer's password never opens the admin side, even for the same email.
    const customer = await createCustomer();
    const asCustomer = await api.request
      .post('/api/admin/staff-login')
      .send({ email: customer.email, password: customer.password });
    expect(asCustomer.status).toBe(401);
  });

  it('refuses staff what is the owner’s: the team and the passkey (403 with a message)', async () => {
    const sam = await joinTeam('Sam Carver', 'staff');
    const refusals = [
      await as(sam.cookie).get('/api/admin/staff'),
      await as(sam.cookie)
        .post('/api/admin/staff')
        .send({ email: uniqueEmail('friend'), name: 'Friend', role: 'owner' }),
      await as(sam.cookie).delete(`/api/admin/staff/${sam.id}`),
      await as(sam.cookie).put('/api/admin/owner-passkey').send({ enabled: false }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(OWNER_ONLY);
    }
    expect(await api.knex('staff').where({ name: 'Friend' }).first()).toBeUndefined();

    const customer = await createCustomer();
    const fromCustomer = await as(customer.cookie).get('/api/admin/staff');
    expect(fromCustomer.status).toBe(403);
    expect(fromCustomer.body.message).toBe('Admin access required');
    expect((await api.request.get('/api/admin/staff')).status).toBe(401);

    // An owner account may manage the team like the passkey.
    const olive = await joinTeam('Olive Joiner', 'owner');
    expect((await as(olive.cookie).get('/api/admin/staff')).status).toBe(200);
  });

  it('records who quoted, messaged, noted, posted and completed, and the log names them', async () => {
    const sam = await joinTeam('Sam Carver', 'staff');
    const customer = await createCustomer();
    const id = await submitProject(api, customer.email);
    const url = (path = '') => `/api/furniture-requests/${id}${path}`;

    const quoted = await as(sam.cookie).post(url('/quote')).send({
      quoteAmount: '$2,400',
      quotedBy: 'Sam Carver',
    });
    expect(quoted.status).toBe(200);
    expect(
      (await as(sam.cookie).patch(url('/admin-notes')).send({ adminNotes: 'Walnut from Jo' }))
        .status,
    ).toBe(200);
    const said = await as(sam.cookie).post(url('/messages')).send({
      message: 'Your quote is ready',
      senderName: 'Sam Carver',
      senderType: 'admin',
    });
    expect(said.status).toBe(201);
    await approve(api, customer.cookie, id);
    const done = await as(sam.cookie).patch(url('/status')).send({ status: 'completed' });
    expect(done.status).toBe(200);

    // Each event carries the account that did it.
    const events = await api
      .knex('outbox')
      .whereRaw(`(payload->>'requestId')::integer = ?`, [id])
      .whereRaw(`payload->>'type' = ANY(?)`, [
        ['QuoteProvided', 'AdminNotesUpdated', 'MessagePosted', 'ProjectCompleted'],
      ])
      .select('payload');
    expect(events).toHaveLength(4);
    for (const { payload } of events) {
      expect(payload.by).toEqual({ staffId: sam.id, name: 'Sam Carver' });
    }

    const log = await as(owner).get(url('/activity'));
    expect(log.status).toBe(200);
    const entries = log.body.data as { type: string; actor: { role: string; name?: string } }[];
    const samActor = { role: 'admin', name: 'Sam Carver' };
    for (const type of ['quote_sent', 'notes_updated', 'message_posted']) {
      expect(entries.find((entry) => entry.type === type)?.actor, type).toEqual(samActor);
    }
    expect(
      entries.find(
        (entry) => entry.type === 'status_changed' && (entry as { to?: string }).to === 'completed',
      )?.actor,
    ).toEqual(samActor);
    // Nothing of the notes' text reaches the log.
    expect(JSON.stringify(entries)).not.toContain('Walnut from Jo');
  });

  it('ends a removed member’s sessions at once, and keeps their name in the log', async () => {
    const sam = await joinTeam('Sam Carver', 'staff');
    const second = await api.request
      .post('/api/admin/staff-login')
      .send({ email: sam.email, password: PASSWORD });
    const otherDevice = sessionCookie(second);
    const customer = await createCustomer();
    const id = await submitProject(api, customer.email);
    expect(
      (
        await as(sam.cookie)
          .post(`/api/furniture-requests/${id}/quote`)
          .send({ quoteAmount: '$900', quotedBy: 'S.' })
      ).status,
    ).toBe(200);

    const removed = await as(owner).delete(`/api/admin/staff/${sam.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Sam Carver was removed from the team');
    expect(await api.knex('sessions').where({ staff_id: sam.id }).count({ n: '*' })).toEqual([
      { n: '0' },
    ]);
    for (const cookie of [sam.cookie, otherDevice]) {
      const list = await as(cookie).get('/api/furniture-requests?userType=admin');
      expect(list.status).toBe(401);
      expect(typeof list.body.message).toBe('string');
    }
    const signIn = await api.request
      .post('/api/admin/staff-login')
      .send({ email: sam.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    expect((await as(owner).delete(`/api/admin/staff/${sam.id}`)).status).toBe(404);

    // The quote is still theirs in the log, under the account's name, not the typed one.
    const log = await as(owner).get(`/api/furniture-requests/${id}/activity`);
    const sent = (log.body.data as { type: string; actor: unknown }[]).find(
      (entry) => entry.type === 'quote_sent',
    );
    expect(sent?.actor).toEqual({ role: 'admin', name: 'Sam Carver' });
  });

  it('lets the owner turn the passkey off once an owner account can sign in', async () => {
    const fresh = await startApp({
      knex: env().database.db,
      dataDir,
      adminPasskey: api.adminPasskey,
    });
    try {
      const passkey = await signInAdmin(fresh);
      // Olive is an owner account from an earlier test in this database.
      const olive = await api.knex('staff').where({ role: 'owner' }).first();
      expect(olive).toBeDefined();
      const oliveCookie = sessionCookie(
        await fresh.request
          .post('/api/admin/staff-login')
          .send({ email: olive.email, password: PASSWORD }),
      );
      const off = await as(passkey).put('/api/admin/owner-passkey').send({ enabled: false });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ ownerPasskeyEnabled: false });

      // The passkey's sessions end, and the passkey no longer opens the panel.
      expect((await as(passkey).get('/api/admin/staff')).status).toBe(401);
      const login = await fresh.request
        .post('/api/admin/login')
        .send({ passkey: api.adminPasskey });
      expect(login.status).toBe(401);
      expect(login.body.message).toBe(
        'The owner passkey is turned off. Sign in with your email and password.',
      );
      const wrong = await fresh.request.post('/api/admin/login').send({ passkey: 'wrong' });
      expect(wrong.body.message).toBe('Access Denied - Invalid passkey. Please try again.');

      // Olive still gets in, cannot remove herself, and turns the passkey back on.
      const self = await as(oliveCookie).delete(`/api/admin/staff/${olive.id}`);
      expect(self.status).toBe(409);
      expect(self.body.message).toBe('You cannot remove yourself from the team');
      const on = await as(oliveCookie).put('/api/admin/owner-passkey').send({ enabled: true });
      expect(on.body).toEqual({ ownerPasskeyEnabled: true });
      expect(
        (await fresh.request.post('/api/admin/login').send({ passkey: api.adminPasskey })).status,
      ).toBe(200);

      const bad = await as(oliveCookie).put('/api/admin/owner-passkey').send({ enabled: 'no' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('enabled must be true or false');
    } finally {
      await fresh.close();
    }
  });

  it('keeps the passkey on while no owner account could sign in instead', async () => {
    await api.knex('staff').where({ role: 'owner' }).delete();
    const off = await as(owner).put('/api/admin/owner-passkey').send({ enabled: false });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(
      'Invite an owner and let them choose a password before turning the passkey off',
    );
    expect((await as(owner).get('/api/admin/staff')).body.ownerPasskeyEnabled).toBe(true);
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
