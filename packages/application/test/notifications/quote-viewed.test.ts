import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { WORKSHOP_EMAIL, createWorld, expectOk } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const viewed = NOTIFICATIONS['quote-viewed'];

describe('quote-viewed (QuoteViewed)', () => {
  it('tells the team when the customer first opened that version', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$900',
      quotedBy: 'Ben',
    });
    const openedAt = world.clock.advance(60_000);
    expectOk(
      await world.uow.run(async (tx) => ok(await tx.quotes.markViewed(request.id, 1, openedAt))),
    );

    expect(
      await planned(world, viewed, { type: 'QuoteViewed', requestId: request.id, quoteVersion: 1 }),
    ).toEqual({
      to: WORKSHOP_EMAIL,
      data: { ...detailsOf(request), quoteVersion: 1, viewedAt: openedAt },
      afterSent: null,
    });
  });

  it('has nothing to say of a version never opened, or that does not exist', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$900',
      quotedBy: 'Ben',
    });
    for (const quoteVersion of [1, 2]) {
      expect(
        await planned(world, viewed, { type: 'QuoteViewed', requestId: request.id, quoteVersion }),
      ).toBeNull();
    }
  });
});
