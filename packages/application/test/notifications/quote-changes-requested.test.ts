import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { WORKSHOP_EMAIL, createWorld } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const changes = NOTIFICATIONS['quote-changes-requested'];

describe('quote-changes-requested (QuoteChangesRequested)', () => {
  it("tells the team what the customer asked, in the customer's own message", async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$900',
      quotedBy: 'Ben',
    });
    await world.seedMessage(request.id, 'customer', 'An earlier question');
    const asked = await world.seedMessage(request.id, 'customer', 'Could the legs be ash?');

    const email = await planned(world, changes, {
      type: 'QuoteChangesRequested',
      requestId: request.id,
      quoteVersion: 1,
      messageId: asked.id,
    });

    expect(email).toEqual({
      to: WORKSHOP_EMAIL,
      data: { ...detailsOf(request), quoteVersion: 1, message: 'Could the legs be ash?' },
      afterSent: null,
    });
  });

  it("never quotes another project's message", async () => {
    const world = createWorld();
    const { request } = await customerProject(world);
    const other = await world.seedRequest(await world.seedCustomer());
    const elsewhere = await world.seedMessage(other.id, 'customer', 'Not yours');

    const email = await planned(world, changes, {
      type: 'QuoteChangesRequested',
      requestId: request.id,
      quoteVersion: 1,
      messageId: elsewhere.id,
    });

    expect(email).toBeNull();
  });
});
