import { describe, expect, it } from 'vitest';
import { passkeyFingerprint } from '../src/sessions';
import { DAY_MS, OWNER_PASSKEY } from '../src';
import { AdminSignIn } from '../src/use-cases/admin-sign-in';
import { ResolveSession } from '../src/use-cases/resolve-session';
import { ADMIN_PASSKEY, createWorld, expectError, expectOk } from './world';

const DENIED = 'Access Denied - Invalid passkey. Please try again.';

describe('AdminSignIn', () => {
  it('opens a 24-hour admin session for the configured passkey', async () => {
    const world = createWorld();
    const result = expectOk(await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }));

    expect(result).toEqual({
      token: 'token-1',
      expiresAt: new Date(world.clock.now().getTime() + DAY_MS),
      message: 'Access Granted - Welcome to the admin panel',
    });
    expect(world.store.tables.sessions).toEqual([
      {
        tokenHash: 'digest(token-1)',
        role: 'admin',
        userId: null,
        passwordChanged: true,
        createdAt: world.clock.now(),
        expiresAt: result.expiresAt,
        passkeyFingerprint: passkeyFingerprint(world.secrets, ADMIN_PASSKEY),
        staffId: null,
        staffPasskeyId: null,
      },
    ]);
    const resolved = expectOk(await new ResolveSession(world.deps).execute(result.token));
    expect(resolved.actor).toEqual(OWNER_PASSKEY);
  });

  it('ends every admin session at the next request once ADMIN_PASSKEY changes', async () => {
    const world = createWorld();
    const { token } = expectOk(
      await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }),
    );
    const rotated = {
      ...world.deps,
      settings: { ...world.settings, adminPasskey: 'a-new-passkey-2026' },
    };
    expect(expectOk(await new ResolveSession(rotated).execute(token)).actor).toEqual({
      kind: 'anonymous',
    });
    // The new passkey opens a session that lasts.
    const fresh = expectOk(
      await new AdminSignIn(rotated).execute({ passkey: 'a-new-passkey-2026' }),
    );
    expect(expectOk(await new ResolveSession(rotated).execute(fresh.token)).actor).toEqual(
      OWNER_PASSKEY,
    );
  });

  it.each([
    ['a wrong passkey', { passkey: 'letmein' }],
    ['the passkey with a character more', { passkey: `${ADMIN_PASSKEY}x` }],
    ['a prefix of the passkey', { passkey: ADMIN_PASSKEY.slice(0, -1) }],
    ['the passkey in another case', { passkey: ADMIN_PASSKEY.toUpperCase() }],
    ['an empty passkey', { passkey: '' }],
    ['no passkey', {}],
    ['no body', undefined],
  ])('refuses %s and opens nothing', async (_case, body) => {
    const world = createWorld();
    world.seedSession({ token: 'old', role: 'admin' });
    const before = world.tables();
    expectError(await new AdminSignIn(world.deps).execute(body, 'old'), 'unauthenticated', DENIED);
    expect(world.tables()).toEqual(before);
  });

  it('checks the passkey from the configuration', async () => {
    const world = createWorld({ adminPasskey: 'another-passkey' });
    const signIn = new AdminSignIn(world.deps);
    expectError(await signIn.execute({ passkey: ADMIN_PASSKEY }), 'unauthenticated', DENIED);
    expectOk(await signIn.execute({ passkey: 'another-passkey' }));
  });

  it('rotates the session the browser had', async () => {
    const world = createWorld();
    world.seedSession({ token: 'old', role: 'admin' });
    world.seedSession({ token: 'colleague', role: 'admin' });
    const result = expectOk(
      await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }, 'old'),
    );
    expect(world.store.tables.sessions.map((s) => s.tokenHash)).toEqual([
      'digest(colleague)',
      `digest(${result.token})`,
    ]);
  });
});
