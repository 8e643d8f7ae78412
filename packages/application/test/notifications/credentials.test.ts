import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { SignIn } from '../../src/use-cases/sign-in';
import { HOUR_MS, createWorld, expectOk } from '../world';
import { planned } from './plan';

const credentials = NOTIFICATIONS.credentials;

describe('credentials (AccountCreated)', () => {
  it("goes to the account's address as it is now, with a temporary password that signs in", async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({
      email: 'ada@example.com',
      password: null,
      needsPasswordChange: true,
    });
    const event = { type: 'AccountCreated', userId: ada.id, email: 'typo@example.com' } as const;

    const email = await planned(world, credentials, event);

    expect(email).toMatchObject({
      to: 'ada@example.com',
      data: {
        temporaryPassword: 'Temp-1-password',
        expiresAt: new Date(world.clock.now().getTime() + 7 * 24 * HOUR_MS),
      },
    });
    expectOk(
      await new SignIn(world.deps).execute({
        email: 'ada@example.com',
        password: 'Temp-1-password',
      }),
    );
  });

  it('carries the same password each time it is built for the same event, another for another', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ password: null, needsPasswordChange: true });
    const event = { type: 'AccountCreated', userId: ada.id, email: ada.email } as const;

    const first = await planned(world, credentials, event, 'event-7');
    const again = await planned(world, credentials, event, 'event-7');
    const other = await planned(world, credentials, event, 'event-8');

    expect(again?.data?.temporaryPassword).toBe(first?.data?.temporaryPassword);
    expect(other?.data?.temporaryPassword).not.toBe(first?.data?.temporaryPassword);
  });

  it('has nothing to send to an account that chose its own password', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ password: 'Chosen-Pass-1' });
    const email = await planned(world, credentials, {
      type: 'AccountCreated',
      userId: ada.id,
      email: ada.email,
    });
    expect(email).toEqual({ to: ada.email, data: null, afterSent: null });
    expect(world.user(ada.id)).toEqual(ada);
  });
});
