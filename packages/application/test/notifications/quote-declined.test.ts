import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { WORKSHOP_EMAIL, createWorld, expectOk } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const declined = NOTIFICATIONS['quote-declined'];

describe('quote-declined (QuoteDeclined)', () => {
  it("tells the team the customer's reason", async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$900',
      quotedBy: 'Ben',
    });
    const event = { type: 'QuoteDeclined', requestId: request.id, quoteVersion: 1 } as const;
    expect(await planned(world, declined, event)).toBeNull();

    expectOk(
      await world.uow.run(async (tx) =>
        ok(await tx.quotes.markDeclined(request.id, 1, 'Over our budget', world.clock.now())),
      ),
    );

    expect(await planned(world, declined, event)).toEqual({
      to: WORKSHOP_EMAIL,
      data: { ...detailsOf(request), quoteVersion: 1, reason: 'Over our budget' },
      afterSent: null,
    });
  });
});
