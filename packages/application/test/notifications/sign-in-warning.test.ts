import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { createWorld } from '../world';
import { planned } from './plan';

const warning = NOTIFICATIONS['sign-in-warning'];

describe('sign-in-warning (SignInAttemptsSurged)', () => {
  it("tells the guessed account's owner how many sign-ins were refused, and nothing else", async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const event = { type: 'SignInAttemptsSurged', userId: ada.id, failedAttempts: 10 } as const;

    expect(await planned(world, warning, event)).toEqual({
      to: 'ada@example.com',
      data: { failedAttempts: 10 },
      afterSent: null,
    });
    // The account is gone since: nobody to tell.
    expect(await planned(world, warning, { ...event, userId: 404 })).toBeNull();
  });

  it('goes to one address at most once in six hours, however many runs of guesses', () => {
    expect(warning.perRecipient).toEqual({ emails: 1, withinMs: 6 * 60 * 60 * 1000 });
  });
});
