import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { HOUR_MS, createWorld } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const confirmation = NOTIFICATIONS['request-confirmation'];
const submitted = (requestId: number, customerId: number) =>
  ({
    type: 'RequestSubmitted',
    requestId,
    customerId,
    email: 'ada@example.com',
    source: 'quick_form',
  }) as const;

describe('request-confirmation (RequestSubmitted)', () => {
  it("shows a signed-in customer the project's details, at the account's address", async () => {
    const world = createWorld();
    const { ada, request } = await customerProject(world, { email: 'orders@example.com' });

    const email = await planned(world, confirmation, submitted(request.id, ada.id));

    expect(email).toEqual({ to: 'ada@example.com', data: detailsOf(request), afterSent: null });
  });

  it('repeats nothing the sender typed to an address whose owner never signed in', async () => {
    const world = createWorld();
    const stranger = await world.seedCustomer({
      email: 'someone@example.com',
      password: null,
      needsPasswordChange: true,
    });
    const request = await world.seedRequest(stranger, {
      fullName: 'Buy cheap watches at spam.example',
      description: 'Click https://spam.example now',
      phone: '+1 555 0100',
    });

    const email = await planned(world, confirmation, submitted(request.id, stranger.id));

    expect(email).toEqual({
      to: 'someone@example.com',
      data: { projectId: request.id, accountUnclaimed: true },
      afterSent: null,
    });
  });

  it('goes to at most three emails an hour to one address, counted by the delivery log', () => {
    expect(confirmation.perRecipient).toEqual({ emails: 3, withinMs: HOUR_MS });
  });

  it('has nobody to tell about a project deleted since', async () => {
    const world = createWorld();
    const { ada, request } = await customerProject(world);
    await deleteProject(world, request.id);
    expect(await planned(world, confirmation, submitted(request.id, ada.id))).toBeNull();
  });
});
