import { describe, expect, it } from 'vitest';
import { ChangePassword } from '../src/use-cases/change-password';
import { SignIn } from '../src/use-cases/sign-in';
import { ADMIN, HOUR_MS, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const TEMP = 'Temp-1-password';
const NEW = 'Maple-Shelf-42';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({
    email: 'ada@example.com',
    password: TEMP,
    needsPasswordChange: true,
    temporaryPasswordExpiresAt: new Date(world.clock.now().getTime() + 7 * 24 * HOUR_MS),
  });
  const ben = await world.seedCustomer({ email: 'ben@example.com', password: 'Ben-password-1' });
  world.seedSession({ token: 'cookie-this', userId: ada.id, passwordChanged: false });
  world.seedSession({ token: 'cookie-other', userId: ada.id, passwordChanged: false });
  world.seedSession({ token: 'cookie-ben', userId: ben.id });
  world.clock.advance(10 * 60_000);
  return { world, ada, ben, change: new ChangePassword(world.deps) };
}

describe('ChangePassword', () => {
  it('replaces a temporary password and unlocks the session it was used in', async () => {
    const { world, ada, ben, change } = await setup();
    const result = expectOk(
      await change.execute(customer(ada, false), 'cookie-this', {
        email: 'ada@example.com',
        currentPassword: TEMP,
        newPassword: NEW,
      }),
    );

    expect(result).toEqual({ message: 'Password updated successfully' });
    expect(world.user(ada.id)).toMatchObject({
      passwordHash: `argon2:${NEW}`,
      needsPasswordChange: false,
      temporaryPasswordExpiresAt: null,
      updatedAt: world.clock.now(),
    });
    expect(
      world.store.tables.sessions.map((s) => [s.tokenHash, s.userId, s.passwordChanged]),
    ).toEqual([
      ['digest(cookie-this)', ada.id, true],
      ['digest(cookie-ben)', ben.id, true],
    ]);
    expect(world.events()).toEqual([
      { type: 'PasswordChanged', userId: ada.id, email: 'ada@example.com' },
    ]);

    const signIn = new SignIn(world.deps);
    expectError(await signIn.execute({ email: ada.email, password: TEMP }), 'unauthenticated');
    expect(
      expectOk(await signIn.execute({ email: ada.email, password: NEW })).needsPasswordChange,
    ).toBe(false);
  });

  it('lets a customer with a permanent password change it again', async () => {
    const { world, ben, change } = await setup();
    expectOk(
      await change.execute(customer(ben), 'cookie-ben', {
        currentPassword: 'Ben-password-1',
        newPassword: 'Ben-password-2',
      }),
    );
    expect(world.user(ben.id)?.passwordHash).toBe('argon2:Ben-password-2');
  });

  it('clears an outstanding reset link', async () => {
    const { world, ben, change } = await setup();
    world.store.tables.users = world.store.tables.users.map((u) =>
      u.id === ben.id
        ? { ...u, resetTokenHash: 'digest(token-9)', resetTokenExpiresAt: world.clock.now() }
        : u,
    );
    expectOk(
      await change.execute(customer(ben), 'cookie-ben', {
        currentPassword: 'Ben-password-1',
        newPassword: 'Ben-password-2',
      }),
    );
    expect(world.user(ben.id)).toMatchObject({ resetTokenHash: null, resetTokenExpiresAt: null });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { world, ada, change } = await setup();
    const before = world.tables();
    const error = expectError(
      await change.execute(customer(ada, false), 'cookie-this', {
        currentPassword: 'Temp-2-password',
        newPassword: NEW,
      }),
      'validation',
      'Current password is incorrect',
    );
    expect(error).toMatchObject({
      fieldErrors: { currentPassword: 'Current password is incorrect' },
    });
    expect(world.tables()).toEqual(before);
  });

  it('refuses the temporary password as the new password', async () => {
    const { world, ada, change } = await setup();
    const before = world.tables();
    expectError(
      await change.execute(customer(ada, false), 'cookie-this', {
        currentPassword: TEMP,
        newPassword: TEMP,
      }),
      'validation',
      'New password must be different from your current password',
    );
    expect(world.tables()).toEqual(before);
  });

  it.each([
    [{ currentPassword: '', newPassword: NEW }, 'Current password is required'],
    [{ newPassword: NEW }, 'Current password is required'],
    [{ currentPassword: TEMP, newPassword: 'short' }, 'New password must be at least 8 characters'],
    [{ currentPassword: TEMP }, 'New password must be at least 8 characters'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { world, ada, change } = await setup();
    const before = world.tables();
    expectError(
      await change.execute(customer(ada, false), 'cookie-this', body),
      'validation',
      message,
    );
    expect(world.tables()).toEqual(before);
  });

  it('changes the password of the signed-in account, whatever email the body names', async () => {
    const { world, ada, ben, change } = await setup();
    expectOk(
      await change.execute(customer(ben), 'cookie-ben', {
        email: 'ada@example.com',
        currentPassword: 'Ben-password-1',
        newPassword: NEW,
      }),
    );
    expect(world.user(ben.id)?.passwordHash).toBe(`argon2:${NEW}`);
    expect(world.user(ada.id)?.passwordHash).toBe(`argon2:${TEMP}`);
  });

  it('refuses the anonymous and the workshop', async () => {
    const { world, change } = await setup();
    const before = world.tables();
    const body = { currentPassword: TEMP, newPassword: NEW };
    expectError(await change.execute(NOBODY, 'cookie-this', body), 'unauthenticated');
    expectError(
      await change.execute(ADMIN, 'cookie-this', body),
      'forbidden',
      'Only customers have a password to change',
    );
    expect(world.tables()).toEqual(before);
  });

  it('refuses a session whose account is gone', async () => {
    const { world, change } = await setup();
    const before = world.tables();
    expectError(
      await change.execute(
        { kind: 'customer', id: 404, email: 'gone@example.com', passwordChanged: true },
        'cookie-this',
        { currentPassword: TEMP, newPassword: NEW },
      ),
      'unauthenticated',
    );
    expect(world.tables()).toEqual(before);
  });
});
