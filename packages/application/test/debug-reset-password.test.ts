import { describe, expect, it } from 'vitest';
import { DebugResetPassword } from '../src/use-cases/debug-reset-password';
import { SignIn } from '../src/use-cases/sign-in';
import { createWorld, expectError, expectOk } from './world';

async function setup(debugResetEnabled: boolean) {
  const world = createWorld({ debugResetEnabled });
  const ada = await world.seedCustomer({
    email: 'ada@example.com',
    password: 'Temp-5-password',
    needsPasswordChange: true,
    temporaryPasswordExpiresAt: world.clock.now(),
  });
  world.seedSession({ token: 'laptop', userId: ada.id, passwordChanged: false });
  world.seedSession({ token: 'someone-else', userId: 99 });
  return { world, ada, reset: new DebugResetPassword(world.deps) };
}

describe('DebugResetPassword', () => {
  it('does not exist unless it is enabled', async () => {
    const { world, reset } = await setup(false);
    const before = world.tables();
    expectError(
      await reset.execute({ email: 'ada@example.com', newPassword: 'Birch-Stool-3' }),
      'not_found',
      'Not found',
    );
    // Not even its validation runs.
    expectError(await reset.execute({}), 'not_found', 'Not found');
    expect(world.tables()).toEqual(before);
    expect(world.hasher.hashed).toEqual([]);
  });

  it('sets the password by email where enabled, and ends the sessions of the account', async () => {
    const { world, ada, reset } = await setup(true);
    world.store.tables.users = world.store.tables.users.map((user) =>
      user.id === ada.id
        ? { ...user, resetTokenHash: 'digest(old-link)', resetTokenExpiresAt: world.clock.now() }
        : user,
    );
    const result = expectOk(
      await reset.execute({ email: 'ADA@example.com', newPassword: 'Birch-Stool-3' }),
    );

    expect(result).toEqual({ message: 'Password has been reset' });
    expect(world.user(ada.id)).toMatchObject({
      passwordHash: 'argon2:Birch-Stool-3',
      needsPasswordChange: false,
      temporaryPasswordExpiresAt: null,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
    });
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual(['digest(someone-else)']);
    expect(world.events()).toEqual([
      { type: 'PasswordChanged', userId: ada.id, email: 'ada@example.com' },
    ]);
    const signedIn = expectOk(
      await new SignIn(world.deps).execute({ email: 'ada@example.com', password: 'Birch-Stool-3' }),
    );
    expect(signedIn.needsPasswordChange).toBe(false);
  });

  it('answers not found for an unknown email', async () => {
    const { world, reset } = await setup(true);
    const before = world.tables();
    expectError(
      await reset.execute({ email: 'nobody@example.com', newPassword: 'Birch-Stool-3' }),
      'not_found',
      'No account exists for that email',
    );
    expect(world.tables()).toEqual(before);
    // Looked up first: an unknown email costs no password hash (finding: 300 such calls
    // slowed the whole server).
    expect(world.hasher.hashed).toEqual([]);
  });

  it.each([
    [{ email: 'ada@example.com', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'ada', newPassword: 'Birch-Stool-3' }, 'Please enter a valid email address'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { world, reset } = await setup(true);
    const before = world.tables();
    expectError(await reset.execute(body), 'validation', message);
    expect(world.tables()).toEqual(before);
  });
});
