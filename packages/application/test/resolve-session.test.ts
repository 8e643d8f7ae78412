import { describe, expect, it } from 'vitest';
import { OWNER_PASSKEY } from '../src';
import { ResolveSession } from '../src/use-cases/resolve-session';
import { createWorld, expectOk } from './world';

const NOBODY_INFO = { actor: { kind: 'anonymous' }, session: null };

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const expiresAt = new Date(world.clock.now().getTime() + 60_000);
  world.seedSession({ token: 'ada-cookie', userId: ada.id, passwordChanged: true, expiresAt });
  world.seedSession({ token: 'ada-temp', userId: ada.id, passwordChanged: false, expiresAt });
  world.seedSession({ token: 'admin-cookie', role: 'admin', expiresAt });
  world.seedSession({ token: 'ghost', userId: 999, expiresAt });
  return { world, ada, expiresAt, resolve: new ResolveSession(world.deps) };
}

describe('ResolveSession', () => {
  it('resolves a customer session to that customer', async () => {
    const { ada, expiresAt, resolve } = await setup();
    expect(expectOk(await resolve.execute('ada-cookie'))).toEqual({
      actor: { kind: 'customer', id: ada.id, email: 'ada@example.com', passwordChanged: true },
      session: {
        role: 'customer',
        email: 'ada@example.com',
        name: null,
        staffRole: null,
        passwordChanged: true,
        expiresAt,
      },
    });
  });

  it('takes a session only on its own side: a cookie never acts for the other role', async () => {
    const { ada, resolve } = await setup();
    expect(expectOk(await resolve.execute('ada-cookie', 'customer')).actor).toMatchObject({
      kind: 'customer',
      id: ada.id,
    });
    expect(expectOk(await resolve.execute('admin-cookie', 'admin')).actor).toEqual(OWNER_PASSKEY);
    expect(expectOk(await resolve.execute('ada-cookie', 'admin'))).toEqual(NOBODY_INFO);
    expect(expectOk(await resolve.execute('admin-cookie', 'customer'))).toEqual(NOBODY_INFO);
  });

  it('carries the temporary-password state of the session', async () => {
    const { ada, resolve } = await setup();
    const info = expectOk(await resolve.execute('ada-temp'));
    expect(info.actor).toEqual({
      kind: 'customer',
      id: ada.id,
      email: ada.email,
      passwordChanged: false,
    });
    expect(info.session?.passwordChanged).toBe(false);
  });

  it('resolves an admin session to the workshop', async () => {
    const { expiresAt, resolve } = await setup();
    expect(expectOk(await resolve.execute('admin-cookie'))).toEqual({
      actor: OWNER_PASSKEY,
      session: {
        role: 'admin',
        email: null,
        name: null,
        staffRole: 'owner',
        passwordChanged: true,
        expiresAt,
      },
    });
  });

  it('gives nobody for no cookie, an unknown cookie, or the stored digest used as a cookie', async () => {
    const { resolve } = await setup();
    expect(expectOk(await resolve.execute(undefined))).toEqual(NOBODY_INFO);
    expect(expectOk(await resolve.execute(''))).toEqual(NOBODY_INFO);
    expect(expectOk(await resolve.execute('forged'))).toEqual(NOBODY_INFO);
    expect(expectOk(await resolve.execute('digest(ada-cookie)'))).toEqual(NOBODY_INFO);
  });

  it('gives nobody once the session has expired', async () => {
    const { world, resolve } = await setup();
    world.clock.advance(59_999);
    expect(expectOk(await resolve.execute('ada-cookie')).actor.kind).toBe('customer');
    world.clock.advance(1);
    expect(expectOk(await resolve.execute('ada-cookie'))).toEqual(NOBODY_INFO);
    expect(expectOk(await resolve.execute('admin-cookie'))).toEqual(NOBODY_INFO);
  });

  it('gives nobody for the session of an account that no longer exists', async () => {
    const { resolve } = await setup();
    expect(expectOk(await resolve.execute('ghost'))).toEqual(NOBODY_INFO);
  });

  it('gives nobody for a customer session that names no account', async () => {
    const { world, resolve } = await setup();
    world.seedSession({ token: 'orphan', role: 'customer', userId: null });
    expect(expectOk(await resolve.execute('orphan'))).toEqual(NOBODY_INFO);
  });
});
