import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { HOUR_MS, createWorld } from '../world';
import { planned } from './plan';

const reset = NOTIFICATIONS['password-reset'];

describe('password-reset (PasswordResetRequested)', () => {
  it('sends an account a token made at send time, stored only as its digest', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });

    const email = await planned(world, reset, {
      type: 'PasswordResetRequested',
      email: 'ada@example.com',
    });

    expect(email).toEqual({
      to: 'ada@example.com',
      data: { token: 'token-1', expiresAt: new Date(world.clock.now().getTime() + HOUR_MS) },
      afterSent: null,
    });
    expect(world.user(ada.id)?.resetTokenHash).toBe('digest(token-1)');
  });

  it('sends nothing for an address without an account', async () => {
    const world = createWorld();
    expect(
      await planned(world, reset, { type: 'PasswordResetRequested', email: 'no@example.com' }),
    ).toBeNull();
  });
});
