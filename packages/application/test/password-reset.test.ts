import { describe, expect, it } from 'vitest';
import { ForgotPassword } from '../src/use-cases/forgot-password';
import { IssueResetToken } from '../src/use-cases/issue-reset-token';
import { ResetPassword } from '../src/use-cases/reset-password';
import { SignIn } from '../src/use-cases/sign-in';
import { HOUR_MS, createWorld, expectError, expectOk } from './world';

const SENT = "If an account with this email exists, you'll receive a reset link shortly.";
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com', password: 'Forgotten-1' });
  return { world, ada };
}

describe('ForgotPassword', () => {
  it('records the reset request as it came, for the worker to find the account', async () => {
    const { world, ada } = await setup();
    const result = expectOk(
      await new ForgotPassword(world.deps).execute({ email: 'Ada@Example.com' }),
    );
    expect(result).toEqual({ message: SENT });
    expect(world.events()).toEqual([{ type: 'PasswordResetRequested', email: 'ada@example.com' }]);
    expect(world.user(ada.id)).toEqual(ada);
  });

  it('answers and works the same for an unknown email: no lookup tells them apart', async () => {
    const { world } = await setup();
    const forgot = new ForgotPassword(world.deps);
    const unknown = await forgot.execute({ email: 'nobody@example.com' });
    const known = await forgot.execute({ email: 'ada@example.com' });
    expect(unknown).toEqual(known);
    expect(world.events()).toEqual([
      { type: 'PasswordResetRequested', email: 'nobody@example.com' },
      { type: 'PasswordResetRequested', email: 'ada@example.com' },
    ]);
  });

  it('records at most three an hour for one address, answering the rest alike', async () => {
    const { world } = await setup();
    const forgot = new ForgotPassword(world.deps);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await forgot.execute({ email: 'ada@example.com' }));
      world.clock.advance(60_000);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(world.events()).toHaveLength(3);
    world.clock.advance(60 * 60_000);
    await forgot.execute({ email: 'ada@example.com' });
    expect(world.events()).toHaveLength(4);
  });

  it('refuses an invalid email with the spec message', async () => {
    const { world } = await setup();
    expectError(
      await new ForgotPassword(world.deps).execute({ email: 'ada@' }),
      'validation',
      'Please enter a valid email address',
    );
    expect(world.events()).toEqual([]);
  });
});

describe('IssueResetToken', () => {
  it('stores only the digest of the token, valid for one hour', async () => {
    const { world, ada } = await setup();
    const result = expectOk(await new IssueResetToken(world.deps).execute(ada.id));
    const inAnHour = new Date(world.clock.now().getTime() + HOUR_MS);
    expect(result).toEqual({ email: 'ada@example.com', token: 'token-1', expiresAt: inAnHour });
    expect(world.user(ada.id)).toMatchObject({
      resetTokenHash: 'digest(token-1)',
      resetTokenExpiresAt: inAnHour,
    });
    expect(JSON.stringify(world.store.tables)).not.toMatch(/"token-1"/);
  });

  it('answers not found for an account that does not exist', async () => {
    const { world } = await setup();
    expectError(await new IssueResetToken(world.deps).execute(42), 'not_found');
  });
});

describe('ResetPassword', () => {
  async function withLink() {
    const { world, ada } = await setup();
    const link = expectOk(await new IssueResetToken(world.deps).execute(ada.id));
    world.seedSession({ token: 'laptop', userId: ada.id });
    world.seedSession({ token: 'phone', userId: ada.id });
    world.seedSession({ token: 'someone-else', userId: 99 });
    world.clock.advance(10 * 60_000);
    return { world, ada, link, reset: new ResetPassword(world.deps) };
  }

  it('sets the new password, ends every session of the account and records the change', async () => {
    const { world, ada, link, reset } = await withLink();
    const result = expectOk(
      await reset.execute({ token: link.token, newPassword: 'Cherry-Wood-7' }),
    );

    expect(result).toEqual({ message: 'Password reset successful' });
    expect(world.user(ada.id)).toMatchObject({
      passwordHash: 'argon2:Cherry-Wood-7',
      needsPasswordChange: false,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
    });
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual(['digest(someone-else)']);
    expect(world.events()).toEqual([
      { type: 'PasswordChanged', userId: ada.id, email: 'ada@example.com' },
    ]);
    expectOk(await new SignIn(world.deps).execute({ email: ada.email, password: 'Cherry-Wood-7' }));
  });

  it('works once: the same link is refused the second time', async () => {
    const { world, ada, link, reset } = await withLink();
    expectOk(await reset.execute({ token: link.token, newPassword: 'Cherry-Wood-7' }));
    const before = world.tables();
    expectError(
      await reset.execute({ token: link.token, newPassword: 'Another-one-8' }),
      'validation',
      INVALID_LINK,
    );
    expect(world.tables()).toEqual(before);
    expect(world.user(ada.id)?.passwordHash).toBe('argon2:Cherry-Wood-7');
  });

  it('refuses a link after its hour is up', async () => {
    const { world, link, reset } = await withLink();
    world.clock.advance(50 * 60_000);
    const before = world.tables();
    expectError(
      await reset.execute({ token: link.token, newPassword: 'Cherry-Wood-7' }),
      'validation',
      INVALID_LINK,
    );
    expect(world.tables()).toEqual(before);
  });

  it('still accepts a link one millisecond before its hour is up', async () => {
    const { world, link, reset } = await withLink();
    world.clock.advance(50 * 60_000 - 1);
    expectOk(await reset.execute({ token: link.token, newPassword: 'Cherry-Wood-7' }));
  });

  it('refuses an earlier link once a newer one was issued', async () => {
    const { world, ada, link, reset } = await withLink();
    const newer = expectOk(await new IssueResetToken(world.deps).execute(ada.id));
    expectError(
      await reset.execute({ token: link.token, newPassword: 'Cherry-Wood-7' }),
      'validation',
      INVALID_LINK,
    );
    expectOk(await reset.execute({ token: newer.token, newPassword: 'Cherry-Wood-7' }));
  });

  it('refuses a token nobody issued, and the stored digest used as a token', async () => {
    const { world, reset } = await withLink();
    const before = world.tables();
    expectError(
      await reset.execute({ token: 'token-999', newPassword: 'Cherry-Wood-7' }),
      'validation',
      INVALID_LINK,
    );
    expectError(
      await reset.execute({ token: 'digest(token-1)', newPassword: 'Cherry-Wood-7' }),
      'validation',
      INVALID_LINK,
    );
    expect(world.tables()).toEqual(before);
  });

  it('unlocks an account that was still waiting for its first password change', async () => {
    const world = createWorld();
    const cy = await world.seedCustomer({
      email: 'cy@example.com',
      password: 'Temp-3-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: world.clock.now(),
    });
    const link = expectOk(await new IssueResetToken(world.deps).execute(cy.id));
    expectOk(
      await new ResetPassword(world.deps).execute({
        token: link.token,
        newPassword: 'Pine-Bench-11',
      }),
    );
    expect(world.user(cy.id)).toMatchObject({
      needsPasswordChange: false,
      temporaryPasswordExpiresAt: null,
    });
    const signedIn = expectOk(
      await new SignIn(world.deps).execute({ email: 'cy@example.com', password: 'Pine-Bench-11' }),
    );
    expect(signedIn.needsPasswordChange).toBe(false);
  });

  it.each([
    [{ newPassword: 'Cherry-Wood-7' }, 'Invalid or missing reset token'],
    [{ token: '', newPassword: 'Cherry-Wood-7' }, 'Invalid or missing reset token'],
    [{ token: 'token-1', newPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { world, reset } = await withLink();
    const before = world.tables();
    expectError(await reset.execute(body), 'validation', message);
    expect(world.tables()).toEqual(before);
  });
});
