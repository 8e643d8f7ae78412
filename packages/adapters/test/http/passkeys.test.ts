import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSKEY } from '@workshop/application';
import { NodeSecrets } from '../../src/security/node-secrets';
import {
  ADMIN_SESSION_COOKIE,
  sessionCookie,
  signInAdmin,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from './harness';

const EXPIRED = 'This passkey request has expired or was already used. Try again.';
const PASSWORD = 'Dovetail-Joint-2026';

/** The outline of a PublicKeyCredential's JSON whose contents verify nothing. */
const forged = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
});

/**
 * Passkeys over HTTP: every refusal a browser (or someone without one) can meet is a 4xx with
 * its message, never a 500. The ceremonies that succeed run in Chromium (passkeys.e2e.test.ts).
 */
describe('passkey routes refuse what does not verify', () => {
  let api: TestApi;
  let member: string;

  beforeAll(async () => {
    api = await startTestApi();
    const email = uniqueEmail('pat');
    const invited = await api.useCases.inviteStaff.execute(OWNER_PASSKEY, {
      email,
      name: 'Pat Joiner',
      role: 'staff',
    });
    if (!invited.ok) throw new Error(invited.error.message);
    const issued = await api.useCases.issueStaffInvitation.execute(invited.value.id);
    if (!issued.ok) throw new Error(issued.error.message);
    await api.useCases.acceptStaffInvitation.execute({
      token: issued.value.token,
      newPassword: PASSWORD,
    });
    member = sessionCookie(
      await api.request.post('/api/admin/staff-login').send({ email, password: PASSWORD }),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it('starts a sign-in with discoverable credentials for this site, and no email', async () => {
    const res = await api.request.post('/api/auth/passkey/options').send({});
    expect(res.status).toBe(200);
    expect(res.body.options).toMatchObject({ rpId: 'workshop.test' });
    // Discoverable: no credential is listed, the authenticator offers its own.
    expect(res.body.options.allowCredentials ?? []).toEqual([]);
    expect(typeof res.body.challengeId).toBe('string');
  });

  it('answers 400 for a challenge that is unknown, used, or another ceremony’s', async () => {
    const unknown = await api.request
      .post('/api/auth/passkey')
      .send({ challengeId: 'nope', response: forged('abc') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(EXPIRED);

    const signIn = await api.request.post('/api/auth/passkey/options').send({});
    const asRegistration = await api.request
      .post('/api/admin/passkeys')
      .set('Cookie', member)
      .send({ challengeId: signIn.body.challengeId, response: forged('abc') });
    expect(asRegistration.status).toBe(400);
    expect(asRegistration.body.message).toBe(EXPIRED);
    // Taken by the refused answer above: it answers nothing more.
    const again = await api.request
      .post('/api/auth/passkey')
      .send({ challengeId: signIn.body.challengeId, response: forged('abc') });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EXPIRED);
  });

  it('answers 401 for a credential nobody registered, and 400 for a forged registration', async () => {
    const signIn = await api.request.post('/api/auth/passkey/options').send({});
    const stranger = await api.request
      .post('/api/auth/passkey')
      .send({ challengeId: signIn.body.challengeId, response: forged('c3RyYW5nZXI') });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe('That passkey is not recognised. Sign in another way.');
    expect(stranger.headers['set-cookie']).toBeUndefined();

    const started = await api.request
      .post('/api/admin/passkeys/options')
      .set('Cookie', member)
      .send({});
    expect(started.status).toBe(200);
    expect(started.body.options).toMatchObject({
      rp: { id: 'workshop.test' },
      authenticatorSelection: { residentKey: 'required' },
    });
    const registered = await api.request
      .post('/api/admin/passkeys')
      .set('Cookie', member)
      .send({ challengeId: started.body.challengeId, response: forged('bmV3') });
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe('The passkey could not be verified. Try again.');
    expect(await api.knex('staff_passkeys').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('answers 400 with the field for a body that is not an answer, and 403 to the owner’s passkey', async () => {
    const missing = await api.request.post('/api/auth/passkey').send({ challengeId: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The passkey response is missing');
    const notAnObject = await api.request
      .post('/api/auth/passkey')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(notAnObject.status).toBe(400);
    const tooLong = await api.request
      .post('/api/auth/passkey')
      .send({ challengeId: 'a'.repeat(201), response: {} });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({
      challengeId: 'challengeId must be 200 characters or less',
    });

    const owner = await signInAdmin(api);
    const refused = await api.request
      .post('/api/admin/passkeys/options')
      .set('Cookie', owner)
      .send({});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Passkeys belong to a member of the team: sign in with your own account to add one.',
    );
  });

  it('lists and removes the member’s own passkeys only: another person’s is not found', async () => {
    const email = uniqueEmail('other');
    const invited = await api.useCases.inviteStaff.execute(OWNER_PASSKEY, {
      email,
      name: 'Other Joiner',
      role: 'staff',
    });
    if (!invited.ok) throw new Error(invited.error.message);
    const pat = await api.knex('staff').where({ name: 'Pat Joiner' }).first('id');
    const key = (staffId: number, credentialId: string, name: string) => ({
      staff_id: staffId,
      credential_id: credentialId,
      public_key: 'pk',
      counter: 0,
      name,
      created_at: new Date('2026-03-02T10:00:00Z'),
    });
    const [own, theirs] = await api
      .knex('staff_passkeys')
      .insert([
        key(pat.id, 'cGF0LWtleQ', 'Chrome on macOS'),
        key(invited.value.id, 'b3RoZXIta2V5', 'Safari on iPhone'),
      ])
      .returning('id');

    const listed = await api.request.get('/api/admin/passkeys').set('Cookie', member);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [
        {
          id: own.id,
          name: 'Chrome on macOS',
          createdAt: '2026-03-02T10:00:00.000Z',
          lastUsedAt: null,
          lastWayIn: false,
        },
      ],
    });

    const other = await api.request
      .delete(`/api/admin/passkeys/${theirs.id}`)
      .set('Cookie', member);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Passkey not found');
    const notAnId = await api.request.delete('/api/admin/passkeys/abc').set('Cookie', member);
    expect(notAnId.status).toBe(400);

    const removed = await api.request.delete(`/api/admin/passkeys/${own.id}`).set('Cookie', member);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(
      'The passkey is removed: it no longer signs you in, and the sessions it opened are ended.',
    );
    expect((await api.request.get('/api/admin/passkeys').set('Cookie', member)).body.data).toEqual(
      [],
    );
    const again = await api.request.delete(`/api/admin/passkeys/${own.id}`).set('Cookie', member);
    expect(again.status).toBe(404);
    expect(
      (await api.knex('staff_passkeys').select('credential_id')).map((r) => r.credential_id),
    ).toEqual(['b3RoZXIta2V5']);
    await api.knex('staff_passkeys').delete();
  });

  it('ends the sessions a removed passkey opened, and refuses the last way in with 409', async () => {
    // Sam chose no password: the two passkeys are the only ways in.
    const invited = await api.useCases.inviteStaff.execute(OWNER_PASSKEY, {
      email: uniqueEmail('sam'),
      name: 'Sam Carver',
      role: 'staff',
    });
    if (!invited.ok) throw new Error(invited.error.message);
    const sam = invited.value.id;
    const [phone, laptop] = await api
      .knex('staff_passkeys')
      .insert(
        [
          ['c2FtLXBob25l', 'Safari on iPhone'],
          ['c2FtLWxhcHRvcA', 'Chrome on macOS'],
        ].map(([credentialId, name]) => ({
          staff_id: sam,
          credential_id: credentialId,
          public_key: 'pk',
          counter: 0,
          name,
          created_at: new Date(),
        })),
      )
      .returning('id');
    // A session each passkey opened, as its sign-in writes it (the ceremony runs in Chromium).
    const openedBy = async (passkeyId: number): Promise<string> => {
      const token = randomBytes(32).toString('base64url');
      await api.knex('sessions').insert({
        token_hash: new NodeSecrets().digest(token),
        role: 'admin',
        user_id: null,
        password_changed: true,
        created_at: new Date(),
        expires_at: new Date(Date.now() + 60 * 60_000),
        staff_id: sam,
        staff_passkey_id: passkeyId,
      });
      return `${ADMIN_SESSION_COOKIE}=${token}`;
    };
    const onPhone = await openedBy(phone.id);
    const onLaptop = await openedBy(laptop.id);
    const passkeysOf = (cookie: string) =>
      api.request.get('/api/admin/passkeys').set('Cookie', cookie);

    // Removed from the phone itself: that session ends too, the laptop's goes on.
    const removed = await api.request
      .delete(`/api/admin/passkeys/${phone.id}`)
      .set('Cookie', onPhone);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(
      'The passkey is removed: it no longer signs you in, and the sessions it opened are ended.',
    );
    expect((await passkeysOf(onPhone)).status).toBe(401);
    const left = await passkeysOf(onLaptop);
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject([{ id: laptop.id, lastWayIn: true }]);

    const last = await api.request
      .delete(`/api/admin/passkeys/${laptop.id}`)
      .set('Cookie', onLaptop);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      rule: 'last-way-in',
      message:
        'This passkey is your only way to sign in: add another passkey or choose a password before removing it.',
    });
    expect((await passkeysOf(onLaptop)).body.data).toHaveLength(1);
    await api.knex('staff_passkeys').delete();
  });
});
