import { describe, expect, it } from 'vitest';
import { OWNER_PASSKEY, type Actor } from '../src';
import { AcceptStaffInvitation } from '../src/use-cases/accept-staff-invitation';
import { AdminSignIn } from '../src/use-cases/admin-sign-in';
import { InviteStaff } from '../src/use-cases/invite-staff';
import { IssueStaffInvitation } from '../src/use-cases/issue-staff-invitation';
import { RemoveStaff } from '../src/use-cases/remove-staff';
import { ResolveSession } from '../src/use-cases/resolve-session';
import { SetOwnerPasskey } from '../src/use-cases/set-owner-passkey';
import { StaffSignIn } from '../src/use-cases/staff-sign-in';
import { fakeHash } from './fakes';
import { ADMIN_PASSKEY, createWorld, expectError, expectOk, NOBODY } from './world';

const OWNER_ONLY = 'Only the owner may manage the team and the settings';
const PASSWORD = 'Dovetail-Joint-2026';

/** An invited member who chose PASSWORD, and the actor their session resolves to. */
async function member(world: ReturnType<typeof createWorld>, role: 'owner' | 'staff') {
  const email = `${role}${world.store.tables.staff.length + 1}@example.com`;
  const invited = expectOk(
    await new InviteStaff(world.deps).execute(OWNER_PASSKEY, { email, name: 'Sam Carver', role }),
  );
  const issued = expectOk(await new IssueStaffInvitation(world.deps).execute(invited.id));
  expectOk(
    await new AcceptStaffInvitation(world.deps).execute({
      token: issued.token,
      newPassword: PASSWORD,
    }),
  );
  const actor: Actor = { kind: 'admin', role, staff: { id: invited.id, name: 'Sam Carver' } };
  return { ...invited, actor };
}

describe('InviteStaff', () => {
  it('is the owner’s: staff get 403 with why, customers the admin refusal, nobody 401', async () => {
    const world = createWorld();
    const sam = await member(world, 'staff');
    const ada = await world.seedCustomer();
    const body = { email: 'new@example.com', name: 'New Person', role: 'staff' };
    const invite = new InviteStaff(world.deps);
    expectError(await invite.execute(sam.actor, body), 'forbidden', OWNER_ONLY);
    expectError(
      await invite.execute(
        { kind: 'customer', id: ada.id, email: ada.email, passwordChanged: true },
        body,
      ),
      'forbidden',
      'Admin access required',
    );
    expectError(await invite.execute(NOBODY, body), 'unauthenticated');
    expect(world.store.tables.staff.map((row) => row.email)).not.toContain('new@example.com');
  });

  it('records the invitation for the worker, and refuses an address already on the team', async () => {
    const world = createWorld();
    const invite = new InviteStaff(world.deps);
    const body = { email: ' Sam@Example.com ', name: 'Sam Carver', role: 'staff' };
    const sam = expectOk(await invite.execute(OWNER_PASSKEY, body));
    expect(sam).toMatchObject({ email: 'sam@example.com', passwordHash: null });
    expect(world.events()).toEqual([
      { type: 'StaffInvited', staffId: sam.id, email: 'sam@example.com' },
    ]);
    expectError(await invite.execute(OWNER_PASSKEY, body), 'conflict');
    expectError(
      await invite.execute(OWNER_PASSKEY, { ...body, email: 'x@example.com', role: 'boss' }),
      'validation',
      "Role must be 'owner' or 'staff'",
    );
  });
});

describe('the invitation link', () => {
  it('is stored as its digest, works once, and not after seven days', async () => {
    const world = createWorld();
    const sam = expectOk(
      await new InviteStaff(world.deps).execute(OWNER_PASSKEY, {
        email: 'sam@example.com',
        name: 'Sam Carver',
        role: 'staff',
      }),
    );
    const issue = new IssueStaffInvitation(world.deps);
    const accept = new AcceptStaffInvitation(world.deps);
    const first = expectOk(await issue.execute(sam.id));
    expect(world.store.tables.staff[0]?.invitationTokenHash).toBe(
      world.secrets.digest(first.token),
    );
    world.clock.advance(7 * 24 * 3600_000);
    expectError(
      await accept.execute({ token: first.token, newPassword: PASSWORD }),
      'validation',
      'This invitation link is invalid or has expired. Ask the owner to invite you again.',
    );
    const second = expectOk(await issue.execute(sam.id));
    expectOk(await accept.execute({ token: second.token, newPassword: PASSWORD }));
    expect(world.store.tables.staff[0]).toMatchObject({
      passwordHash: fakeHash(PASSWORD),
      invitationTokenHash: null,
    });
    expectError(await accept.execute({ token: second.token, newPassword: PASSWORD }), 'validation');
    // Accepted: no new link is issued.
    expectError(await issue.execute(sam.id), 'conflict');
  });
});

describe('StaffSignIn and removal', () => {
  it('opens a session naming the member, counts failures, and removal ends every session', async () => {
    const world = createWorld();
    const sam = await member(world, 'staff');
    const signIn = new StaffSignIn(world.deps);
    expectError(
      await signIn.execute({ email: sam.email, password: 'wrong-password' }),
      'unauthenticated',
      'Invalid email or password',
    );
    expect(
      await world.uow.read((db) => db.signInFailures.count(sam.email, world.clock.now())),
    ).toBe(1);
    const a = expectOk(await signIn.execute({ email: sam.email, password: PASSWORD }));
    const b = expectOk(await signIn.execute({ email: sam.email, password: PASSWORD }));
    const resolve = new ResolveSession(world.deps);
    expect(expectOk(await resolve.execute(a.token, 'admin')).actor).toEqual(sam.actor);

    const remove = new RemoveStaff(world.deps);
    expectError(await remove.execute(sam.actor, sam.id), 'forbidden', OWNER_ONLY);
    expectOk(await remove.execute(OWNER_PASSKEY, sam.id));
    for (const token of [a.token, b.token]) {
      expect(expectOk(await resolve.execute(token, 'admin')).actor).toEqual(NOBODY);
    }
    expect(world.store.tables.sessions).toEqual([]);
    expectError(await remove.execute(OWNER_PASSKEY, sam.id), 'not_found');
  });
});

describe('the owner passkey switch', () => {
  it('turns off only once an owner account exists, and then ends the passkey’s sessions', async () => {
    const world = createWorld();
    const passkey = expectOk(await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }));
    const set = new SetOwnerPasskey(world.deps);
    expectError(await set.execute(OWNER_PASSKEY, { enabled: false }), 'conflict');

    const olive = await member(world, 'owner');
    expectOk(await set.execute(OWNER_PASSKEY, { enabled: false }));
    const resolve = new ResolveSession(world.deps);
    expect(expectOk(await resolve.execute(passkey.token, 'admin')).actor).toEqual(NOBODY);
    expectError(
      await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }),
      'unauthenticated',
      'The owner passkey is turned off. Sign in with your email and password.',
    );

    // Nobody removes themselves: while the passkey is off, an owner who can sign in remains.
    const remove = new RemoveStaff(world.deps);
    expectError(
      await remove.execute(olive.actor, olive.id),
      'conflict',
      'You cannot remove yourself from the team',
    );
    expect(world.store.tables.staff.map((row) => row.id)).toContain(olive.id);
    expectOk(await set.execute(olive.actor, { enabled: true }));
    expectOk(await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }));
  });
});
