import { describe, expect, it } from 'vitest';
import { IssueTemporaryPassword } from '../src/use-cases/issue-temporary-password';
import { SignIn } from '../src/use-cases/sign-in';
import { HOUR_MS, createWorld, expectError, expectOk } from './world';

const TTL = 72 * HOUR_MS;

async function setup() {
  const world = createWorld({ temporaryPasswordTtlMs: TTL });
  const fresh = await world.seedCustomer({
    email: 'new@example.com',
    password: null,
    needsPasswordChange: true,
  });
  const active = await world.seedCustomer({ email: 'old@example.com', password: 'Permanent-1' });
  return { world, fresh, active, issue: new IssueTemporaryPassword(world.deps) };
}

describe('IssueTemporaryPassword', () => {
  it('makes a temporary password, stores only its hash, with the configured expiry', async () => {
    const { world, fresh, issue } = await setup();
    const result = expectOk(await issue.execute(fresh.id, 'event-1'));
    const expiresAt = new Date(world.clock.now().getTime() + TTL);

    expect(result).toEqual({
      email: 'new@example.com',
      temporaryPassword: 'Temp-1-password',
      expiresAt,
    });
    expect(world.user(fresh.id)).toMatchObject({
      passwordHash: 'argon2:Temp-1-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: expiresAt,
    });
    expect(JSON.stringify(world.store.tables)).not.toMatch(/"Temp-1-password"/);

    const signedIn = expectOk(
      await new SignIn(world.deps).execute({
        email: 'new@example.com',
        password: 'Temp-1-password',
      }),
    );
    expect(signedIn.needsPasswordChange).toBe(true);
  });

  it('replaces an earlier temporary password', async () => {
    const { world, fresh, issue } = await setup();
    expectOk(await issue.execute(fresh.id, 'event-1'));
    const second = expectOk(await issue.execute(fresh.id, 'event-2'));
    expect(second.temporaryPassword).toBe('Temp-2-password');
    const signIn = new SignIn(world.deps);
    expectError(
      await signIn.execute({ email: 'new@example.com', password: 'Temp-1-password' }),
      'unauthenticated',
      'Invalid email or password',
    );
    expectOk(await signIn.execute({ email: 'new@example.com', password: 'Temp-2-password' }));
  });

  it('issues the same password for the same event however often it is asked: each copy signs in', async () => {
    const { world, fresh, issue } = await setup();
    const first = expectOk(await issue.execute(fresh.id, 'event-1'));
    world.clock.advance(HOUR_MS);
    const again = expectOk(await issue.execute(fresh.id, 'event-1'));

    expect(again.temporaryPassword).toBe(first.temporaryPassword);
    // Each issue starts the validity again: the first email's date still holds.
    expect(again.expiresAt).toEqual(new Date(first.expiresAt.getTime() + HOUR_MS));
    expect(world.hasher.hashed).toEqual([first.temporaryPassword, first.temporaryPassword]);
    const signedIn = expectOk(
      await new SignIn(world.deps).execute({
        email: 'new@example.com',
        password: first.temporaryPassword,
      }),
    );
    expect(signedIn.needsPasswordChange).toBe(true);
  });

  it('leaves an account that already has a permanent password alone', async () => {
    const { world, active, issue } = await setup();
    const before = world.tables();
    const error = expectError(
      await issue.execute(active.id, 'event-1'),
      'conflict',
      'This account already has a permanent password.',
    );
    expect(error).toMatchObject({ rule: 'account-active' });
    expect(world.tables()).toEqual(before);
  });

  it('answers not found for an account that does not exist', async () => {
    const { world, issue } = await setup();
    const before = world.tables();
    expectError(await issue.execute(404, 'event-1'), 'not_found', 'No such account');
    expect(world.tables()).toEqual(before);
  });
});
