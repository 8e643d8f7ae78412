import { describe, expect, it } from 'vitest';
import { OWNER_PASSKEY, type Actor } from '../src';
import { AcceptInvitationWithPasskey } from '../src/use-cases/accept-invitation-with-passkey';
import { AcceptStaffInvitation } from '../src/use-cases/accept-staff-invitation';
import { FinishPasskeyRegistration } from '../src/use-cases/finish-passkey-registration';
import { InviteStaff } from '../src/use-cases/invite-staff';
import { ListOwnPasskeys } from '../src/use-cases/list-own-passkeys';
import { RemoveOwnPasskey } from '../src/use-cases/remove-own-passkey';
import { IssueStaffInvitation } from '../src/use-cases/issue-staff-invitation';
import { ListStaff } from '../src/use-cases/list-staff';
import { PasskeySignIn } from '../src/use-cases/passkey-sign-in';
import { RemoveStaff } from '../src/use-cases/remove-staff';
import { ResolveSession } from '../src/use-cases/resolve-session';
import { StaffSignIn } from '../src/use-cases/staff-sign-in';
import { StartInvitationPasskey } from '../src/use-cases/start-invitation-passkey';
import { StartPasskeyRegistration } from '../src/use-cases/start-passkey-registration';
import { StartPasskeySignIn } from '../src/use-cases/start-passkey-sign-in';
import { createWorld, expectError, expectOk, NOBODY } from './world';

const EXPIRED = 'This passkey request has expired or was already used. Try again.';
const NOT_RECOGNISED = 'That passkey is not recognised. Sign in another way.';

/** Pat, invited by the owner, with the token of the emailed link. */
async function invitePat(world: ReturnType<typeof createWorld>) {
  const pat = expectOk(
    await new InviteStaff(world.deps).execute(OWNER_PASSKEY, {
      email: 'pat@example.com',
      name: 'Pat Joiner',
      role: 'staff',
    }),
  );
  const { token } = expectOk(await new IssueStaffInvitation(world.deps).execute(pat.id));
  const actor: Actor = { kind: 'admin', role: 'staff', staff: { id: pat.id, name: 'Pat Joiner' } };
  return { ...pat, token, actor };
}

/** The authenticator's answer to a started ceremony (the fake ceremony reads these fields). */
function answer(challengeId: string, options: Readonly<Record<string, unknown>>, id: string) {
  return { challengeId, response: { id, challenge: options.challenge } };
}

async function signInWith(world: ReturnType<typeof createWorld>, credentialId: string) {
  const started = expectOk(await new StartPasskeySignIn(world.deps).execute());
  return new PasskeySignIn(world.deps).execute(
    answer(started.challengeId, started.options, credentialId),
  );
}

describe('an invitation accepted with a passkey', () => {
  it('keeps the passkey, uses the invitation up, and the passkey then signs Pat in', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const started = expectOk(
      await new StartInvitationPasskey(world.deps).execute({ token: pat.token }),
    );
    const accepted = expectOk(
      await new AcceptInvitationWithPasskey(world.deps).execute({
        token: pat.token,
        ...answer(started.challengeId, started.options, 'cred-pat'),
      }),
    );
    expect(accepted).toEqual({
      message: 'Your passkey is set. Sign in with it on the admin sign-in page.',
      email: 'pat@example.com',
    });
    expect(world.store.tables.staff[0]).toMatchObject({
      passwordHash: null,
      invitationTokenHash: null,
      invitationExpiresAt: null,
    });
    expect(world.store.tables.passkeys).toMatchObject([
      { staffId: pat.id, credentialId: 'cred-pat' },
    ]);
    // The link is used up: it starts no second ceremony.
    expectError(
      await new StartInvitationPasskey(world.deps).execute({ token: pat.token }),
      'validation',
      'This invitation link is invalid or has expired. Ask the owner to invite you again.',
    );
    // The team sees Pat as able to sign in.
    expect(expectOk(await new ListStaff(world.deps).execute(OWNER_PASSKEY)).withPasskey).toEqual([
      pat.id,
    ]);

    const session = expectOk(await signInWith(world, 'cred-pat'));
    const resolved = expectOk(await new ResolveSession(world.deps).execute(session.token, 'admin'));
    expect(resolved.actor).toEqual(pat.actor);
  });

  it('refuses a challenge made for another invitation, and an answer to another challenge', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const sam = expectOk(
      await new InviteStaff(world.deps).execute(OWNER_PASSKEY, {
        email: 'sam@example.com',
        name: 'Sam Carver',
        role: 'staff',
      }),
    );
    const samToken = expectOk(await new IssueStaffInvitation(world.deps).execute(sam.id)).token;
    const start = new StartInvitationPasskey(world.deps);
    const accept = new AcceptInvitationWithPasskey(world.deps);
    const forSam = expectOk(await start.execute({ token: samToken }));
    expectError(
      await accept.execute({
        token: pat.token,
        ...answer(forSam.challengeId, forSam.options, 'x'),
      }),
      'validation',
      EXPIRED,
    );
    // Refused, the challenge is still used up: Sam's own answer to it is refused too.
    expectError(
      await accept.execute({ token: samToken, ...answer(forSam.challengeId, forSam.options, 'y') }),
      'validation',
      EXPIRED,
    );
    const forPat = expectOk(await start.execute({ token: pat.token }));
    expectError(
      await accept.execute({
        token: pat.token,
        challengeId: forPat.challengeId,
        response: { id: 'x', challenge: 'some other challenge' },
      }),
      'validation',
      'The passkey could not be verified. Try again.',
    );
    expectError(await start.execute({}), 'validation', 'Token is required');
    expect(world.store.tables.passkeys).toEqual([]);
    expect(world.store.tables.staff.every((row) => row.invitationTokenHash !== null)).toBe(true);
  });
});

describe('a signed-in member adds a passkey', () => {
  it('is for a named member: the owner’s shared passkey and customers are refused', async () => {
    const world = createWorld();
    const start = new StartPasskeyRegistration(world.deps);
    expectError(
      await start.execute(OWNER_PASSKEY),
      'forbidden',
      'Passkeys belong to a member of the team: sign in with your own account to add one.',
    );
    expectError(await start.execute(NOBODY), 'unauthenticated');
    const ada = await world.seedCustomer();
    expectError(
      await start.execute({
        kind: 'customer',
        id: ada.id,
        email: ada.email,
        passwordChanged: true,
      }),
      'forbidden',
      'Admin access required',
    );
  });

  it('adds the passkey once; the challenge is single use and lasts five minutes', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const start = new StartPasskeyRegistration(world.deps);
    const finish = new FinishPasskeyRegistration(world.deps);
    const first = expectOk(await start.execute(pat.actor));
    expectOk(await finish.execute(pat.actor, answer(first.challengeId, first.options, 'cred-a')));
    expectError(
      await finish.execute(pat.actor, answer(first.challengeId, first.options, 'cred-b')),
      'validation',
      EXPIRED,
    );
    const second = expectOk(await start.execute(pat.actor));
    expect(second.options).toMatchObject({ exclude: ['cred-a'] });
    world.clock.advance(5 * 60 * 1000);
    expectError(
      await finish.execute(pat.actor, answer(second.challengeId, second.options, 'cred-b')),
      'validation',
      EXPIRED,
    );
    const third = expectOk(await start.execute(pat.actor));
    expectError(
      await finish.execute(pat.actor, answer(third.challengeId, third.options, 'cred-a')),
      'conflict',
      'This passkey is already added to an account.',
    );
    expectError(
      await finish.execute(pat.actor, { challengeId: third.challengeId }),
      'validation',
      'The passkey response is missing',
    );
    expect(world.store.tables.passkeys.map((row) => row.credentialId)).toEqual(['cred-a']);
  });
});

describe('PasskeySignIn', () => {
  it('counts an unknown passkey as a failed sign-in, and removal ends the session and the passkey', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const started = expectOk(
      await new StartInvitationPasskey(world.deps).execute({ token: pat.token }),
    );
    expectOk(
      await new AcceptInvitationWithPasskey(world.deps).execute({
        token: pat.token,
        ...answer(started.challengeId, started.options, 'cred-pat'),
      }),
    );
    expectError(await signInWith(world, 'cred-unknown'), 'unauthenticated', NOT_RECOGNISED);
    expect(
      await world.uow.read((db) =>
        db.signInFailures.count('passkey:cred-unknown', world.clock.now()),
      ),
    ).toBe(1);

    // A response to another challenge fails on Pat's email, as a wrong password would.
    const signIn = new StartPasskeySignIn(world.deps);
    const one = expectOk(await signIn.execute());
    expectError(
      await new PasskeySignIn(world.deps).execute({
        challengeId: one.challengeId,
        response: { id: 'cred-pat', challenge: 'stale' },
      }),
      'unauthenticated',
      NOT_RECOGNISED,
    );
    expect(
      await world.uow.read((db) => db.signInFailures.count('pat@example.com', world.clock.now())),
    ).toBe(1);
    // Pat has no password: the password form never lets Pat in.
    expectError(
      await new StaffSignIn(world.deps).execute({
        email: 'pat@example.com',
        password: 'anything-at-all',
      }),
      'unauthenticated',
    );

    const session = expectOk(await signInWith(world, 'cred-pat'));
    expect(world.store.tables.passkeys[0]?.counter).toBe(1);
    expectOk(await new RemoveStaff(world.deps).execute(OWNER_PASSKEY, pat.id));
    const resolve = new ResolveSession(world.deps);
    expect(expectOk(await resolve.execute(session.token, 'admin')).actor).toEqual(NOBODY);
    expect(world.store.tables.passkeys).toEqual([]);
    expectError(await signInWith(world, 'cred-pat'), 'unauthenticated', NOT_RECOGNISED);
  });
});

describe('a member’s own passkeys', () => {
  it('lists them with their names and last use; removing one stops it signing in', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const start = new StartPasskeyRegistration(world.deps);
    const finish = new FinishPasskeyRegistration(world.deps);
    for (const [id, name] of [
      ['cred-laptop', 'Chrome on macOS'],
      ['cred-phone', 'Safari on iPhone'],
    ] as const) {
      const started = expectOk(await start.execute(pat.actor));
      expectOk(
        await finish.execute(pat.actor, answer(started.challengeId, started.options, id), name),
      );
    }
    const addedAt = world.clock.now();
    world.clock.advance(60_000);
    const onPhone = expectOk(await signInWith(world, 'cred-phone'));
    const list = new ListOwnPasskeys(world.deps);
    const listed = expectOk(await list.execute(pat.actor));
    expect(
      listed.map(({ name, createdAt, lastUsedAt, lastWayIn }) => ({
        name,
        createdAt,
        lastUsedAt,
        lastWayIn,
      })),
    ).toEqual([
      { name: 'Chrome on macOS', createdAt: addedAt, lastUsedAt: null, lastWayIn: false },
      {
        name: 'Safari on iPhone',
        createdAt: addedAt,
        lastUsedAt: world.clock.now(),
        lastWayIn: false,
      },
    ]);

    const remove = new RemoveOwnPasskey(world.deps);
    const phone = listed[1]!.id;
    expectError(await remove.execute(OWNER_PASSKEY, phone), 'forbidden');
    expectError(await remove.execute(NOBODY, phone), 'unauthenticated');
    const sam = expectOk(
      await new InviteStaff(world.deps).execute(OWNER_PASSKEY, {
        email: 'sam@example.com',
        name: 'Sam Carver',
        role: 'staff',
      }),
    );
    const samActor: Actor = { kind: 'admin', role: 'staff', staff: { id: sam.id, name: 'Sam' } };
    expectError(await remove.execute(samActor, phone), 'not_found', 'Passkey not found');
    expect(expectOk(await list.execute(samActor))).toEqual([]);

    const onLaptop = expectOk(await signInWith(world, 'cred-laptop'));
    expect(expectOk(await remove.execute(pat.actor, phone))).toEqual({
      message:
        'The passkey is removed: it no longer signs you in, and the sessions it opened are ended.',
    });
    expect(expectOk(await list.execute(pat.actor)).map((p) => p.name)).toEqual(['Chrome on macOS']);
    expectError(await signInWith(world, 'cred-phone'), 'unauthenticated', NOT_RECOGNISED);
    expectError(await remove.execute(pat.actor, phone), 'not_found', 'Passkey not found');
    // Whoever holds the lost phone is signed out; the laptop's session goes on.
    const resolve = new ResolveSession(world.deps);
    expect(expectOk(await resolve.execute(onPhone.token, 'admin')).actor).toEqual(NOBODY);
    expect(expectOk(await resolve.execute(onLaptop.token, 'admin')).actor).toEqual(pat.actor);
  });

  it('refuses to remove the last way in: no password and no other passkey', async () => {
    const world = createWorld();
    const pat = await invitePat(world);
    const started = expectOk(await new StartPasskeyRegistration(world.deps).execute(pat.actor));
    expectOk(
      await new FinishPasskeyRegistration(world.deps).execute(
        pat.actor,
        answer(started.challengeId, started.options, 'cred-laptop'),
      ),
    );
    const session = expectOk(await signInWith(world, 'cred-laptop'));
    const [laptop] = expectOk(await new ListOwnPasskeys(world.deps).execute(pat.actor));
    expect(laptop?.lastWayIn).toBe(true);
    const remove = new RemoveOwnPasskey(world.deps);
    expectError(
      await remove.execute(pat.actor, laptop!.id),
      'conflict',
      'This passkey is your only way to sign in: add another passkey or choose a password before removing it.',
    );
    expect(world.store.tables.passkeys).toHaveLength(1);
    const resolve = new ResolveSession(world.deps);
    expect(expectOk(await resolve.execute(session.token, 'admin')).actor).toEqual(pat.actor);

    // Once Pat chooses a password from the invitation, the passkey is no longer the last way in.
    expectOk(
      await new AcceptStaffInvitation(world.deps).execute({
        token: pat.token,
        newPassword: 'correct horse battery staple',
      }),
    );
    expectOk(await remove.execute(pat.actor, laptop!.id));
    expect(expectOk(await resolve.execute(session.token, 'admin')).actor).toEqual(NOBODY);
  });
});
