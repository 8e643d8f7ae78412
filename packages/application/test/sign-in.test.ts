import { describe, expect, it } from 'vitest';
import { DAY_MS, signInDelayMs } from '../src';
import { SignIn } from '../src/use-cases/sign-in';
import { SignOut } from '../src/use-cases/sign-out';
import { HOUR_MS, createWorld, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com', password: 'Oak-table-2025' });
  return { world, ada, signIn: new SignIn(world.deps) };
}

describe('SignIn', () => {
  it('opens a 24-hour customer session, storing only the digest of its token', async () => {
    const { world, ada, signIn } = await setup();
    const result = expectOk(
      await signIn.execute({ email: 'ada@example.com', password: 'Oak-table-2025' }),
    );

    expect(result).toEqual({
      token: 'token-1',
      expiresAt: new Date(world.clock.now().getTime() + DAY_MS),
      needsPasswordChange: false,
      message: 'Welcome back!',
    });
    expect(world.store.tables.sessions).toEqual([
      {
        tokenHash: 'digest(token-1)',
        role: 'customer',
        userId: ada.id,
        passwordChanged: true,
        createdAt: world.clock.now(),
        expiresAt: result.expiresAt,
        passkeyFingerprint: null,
        staffId: null,
        staffPasskeyId: null,
      },
    ]);
  });

  it('takes the email in any case and with spaces around it', async () => {
    const { signIn } = await setup();
    expectOk(await signIn.execute({ email: '  ADA@Example.COM ', password: 'Oak-table-2025' }));
  });

  it('answers a wrong password and an unknown email the same way, opening nothing', async () => {
    const { world, signIn } = await setup();
    const wrong = await signIn.execute({ email: 'ada@example.com', password: 'oak-table-2025' });
    const unknown = await signIn.execute({
      email: 'nobody@example.com',
      password: 'Oak-table-2025',
    });

    expectError(wrong, 'unauthenticated', 'Invalid email or password');
    expect(unknown).toEqual(wrong);
    expect(world.store.tables.sessions).toEqual([]);
    // The unknown email is hashed too, so it takes as long as a wrong password.
    expect(world.hasher.hashed).toEqual(['Oak-table-2025']);
  });

  it('answers the same for an account whose credentials email has not been sent yet', async () => {
    const { world, signIn } = await setup();
    await world.seedCustomer({
      email: 'new@example.com',
      password: null,
      needsPasswordChange: true,
    });
    expectError(
      await signIn.execute({ email: 'new@example.com', password: 'anything-at-all' }),
      'unauthenticated',
      'Invalid email or password',
    );
    expect(world.store.tables.sessions).toEqual([]);
  });

  it('opens a change-password-only session for a temporary password', async () => {
    const { world, signIn } = await setup();
    const cy = await world.seedCustomer({
      email: 'cy@example.com',
      password: 'Temp-9-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: new Date(world.clock.now().getTime() + HOUR_MS),
    });
    const result = expectOk(
      await signIn.execute({ email: 'cy@example.com', password: 'Temp-9-password' }),
    );

    expect(result).toMatchObject({ needsPasswordChange: true, message: 'Welcome!' });
    expect(world.store.tables.sessions).toEqual([
      expect.objectContaining({ userId: cy.id, role: 'customer', passwordChanged: false }),
    ]);
  });

  it('refuses a temporary password once it has expired', async () => {
    const { world, signIn } = await setup();
    await world.seedCustomer({
      email: 'cy@example.com',
      password: 'Temp-9-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: new Date(world.clock.now().getTime() + HOUR_MS),
    });
    world.clock.advance(HOUR_MS);
    expectError(
      await signIn.execute({ email: 'cy@example.com', password: 'Temp-9-password' }),
      'unauthenticated',
      'Your temporary password has expired. Use "Forgot your password?" to get a reset link.',
    );
    expect(world.store.tables.sessions).toEqual([]);
  });

  it('does not reveal the expiry to someone with a wrong password', async () => {
    const { world, signIn } = await setup();
    await world.seedCustomer({
      email: 'cy@example.com',
      password: 'Temp-9-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: world.clock.now(),
    });
    expectError(
      await signIn.execute({ email: 'cy@example.com', password: 'guess-guess' }),
      'unauthenticated',
      'Invalid email or password',
    );
  });

  it('rotates the session: the one the browser had ends', async () => {
    const { world, ada, signIn } = await setup();
    world.seedSession({ token: 'old-cookie', userId: ada.id });
    world.seedSession({ token: 'phone-cookie', userId: ada.id });
    const result = expectOk(
      await signIn.execute({ email: 'ada@example.com', password: 'Oak-table-2025' }, 'old-cookie'),
    );
    expect(result.token).toBe('token-1');
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual([
      'digest(phone-cookie)',
      'digest(token-1)',
    ]);
  });

  it('keeps the previous session when the sign-in fails, and only counts the failure', async () => {
    const { world, ada, signIn } = await setup();
    world.seedSession({ token: 'old-cookie', userId: ada.id });
    const before = world.tables();
    expectError(
      await signIn.execute({ email: 'ada@example.com', password: 'wrong-password' }, 'old-cookie'),
      'unauthenticated',
    );
    const after = world.tables();
    expect({ ...after, signInFailures: [] }).toEqual({ ...before, signInFailures: [] });
    expect(after.signInFailures.map(({ email, failures }) => ({ email, failures }))).toEqual([
      { email: 'ada@example.com', failures: 1 },
    ]);
  });

  it.each([
    [{ email: 'ada', password: 'Oak-table-2025' }, 'Please enter a valid email address'],
    [{ password: 'Oak-table-2025' }, 'Please enter a valid email address'],
    [{ email: 'ada@example.com', password: '' }, 'Password is required'],
    [{ email: 'ada@example.com' }, 'Password is required'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { world, signIn } = await setup();
    expectError(await signIn.execute(body), 'validation', message);
    expect(world.store.tables.sessions).toEqual([]);
  });
});

describe('SignIn when an account is being guessed', () => {
  const wrong = (signIn: SignIn, email = 'ada@example.com', i = 0) =>
    signIn.execute({ email, password: `Guess-${i}-wrong` });

  it('slows every attempt on the email past five failures, doubling up to the cap', async () => {
    const { world, signIn } = await setup();
    for (let i = 0; i < 12; i += 1) {
      expectError(await wrong(signIn, 'ada@example.com', i), 'unauthenticated');
    }
    // Before the sixth attempt half a second, then 1, 2, 4 and 8 seconds, never more.
    expect(world.clock.slept).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(signInDelayMs(4, world.settings.signInSlowdown)).toBe(0);
    expect(signInDelayMs(1_000_000, world.settings.signInSlowdown)).toBe(8000);
  });

  it('lets the owner in with the right password, slowed like anyone', async () => {
    const { world, signIn } = await setup();
    for (let i = 0; i < 7; i += 1) await wrong(signIn, 'ada@example.com', i);
    world.clock.slept.length = 0;
    expectOk(await signIn.execute({ email: 'ada@example.com', password: 'Oak-table-2025' }));
    expect(world.clock.slept).toEqual([2000]);
    // A success does not end the run: the guesser gets no fresh start from it.
    expect(world.store.tables.signInFailures[0]?.failures).toBe(7);
  });

  it('warns the owner once, at the tenth failure of a run, with the account and the count', async () => {
    const { world, ada, signIn } = await setup();
    for (let i = 0; i < 15; i += 1) await wrong(signIn, 'ada@example.com', i);
    expect(world.events()).toEqual([
      { type: 'SignInAttemptsSurged', userId: ada.id, failedAttempts: 10 },
    ]);
    // Fifteen minutes without a failure end the run; the next one starts counting again.
    world.clock.advance(15 * 60_000);
    const waits = world.clock.slept.length;
    await wrong(signIn);
    expect(world.store.tables.signInFailures[0]?.failures).toBe(1);
    expect(world.clock.slept).toHaveLength(waits);
    for (let i = 0; i < 9; i += 1) await wrong(signIn, 'ada@example.com', i);
    expect(world.events()).toHaveLength(2);
  });

  it('counts and slows an email without an account alike, and warns nobody', async () => {
    const { world, signIn } = await setup();
    for (let i = 0; i < 12; i += 1) {
      expectError(await wrong(signIn, 'nobody@example.com', i), 'unauthenticated');
    }
    expect(world.clock.slept).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(world.events()).toEqual([]);
  });

  it('does not count a right password that has expired: that is no guess', async () => {
    const { world, signIn } = await setup();
    await world.seedCustomer({
      email: 'cy@example.com',
      password: 'Temp-9-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: world.clock.now(),
    });
    expectError(
      await signIn.execute({ email: 'cy@example.com', password: 'Temp-9-password' }),
      'unauthenticated',
    );
    expect(world.store.tables.signInFailures).toEqual([]);
  });
});

describe('SignOut', () => {
  it('ends only the session of that browser, and signing out twice is fine', async () => {
    const world = createWorld();
    world.seedSession({ token: 'mine', userId: 1 });
    world.seedSession({ token: 'yours', userId: 1 });
    const signOut = new SignOut(world.deps);
    expectOk(await signOut.execute('mine'));
    expectOk(await signOut.execute('mine'));
    expectOk(await signOut.execute(undefined));
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual(['digest(yours)']);
  });
});
