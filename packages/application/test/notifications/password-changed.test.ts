import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { createWorld } from '../world';
import { planned } from './plan';

describe('password-changed (PasswordChanged)', () => {
  it('tells the account its password changed', async () => {
    const world = createWorld();
    const email = await planned(world, NOTIFICATIONS['password-changed'], {
      type: 'PasswordChanged',
      userId: 1,
      email: 'ada@example.com',
    });
    expect(email).toEqual({ to: 'ada@example.com', data: {}, afterSent: null });
  });
});
