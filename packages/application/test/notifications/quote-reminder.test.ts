import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { HOUR_MS, createWorld, expectOk, type World } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const reminder = NOTIFICATIONS['quote-reminder'];
const due = (requestId: number, quoteVersion = 1) =>
  ({ type: 'QuoteReminderDue', requestId, quoteVersion }) as const;

async function quoted(world: World) {
  return customerProject(world, { status: 'quoted', quoteAmount: '$900', quotedBy: 'Ben' });
}

describe('quote-reminder (QuoteReminderDue)', () => {
  it('reminds the customer of a version still waiting for an answer', async () => {
    const world = createWorld();
    const { request } = await quoted(world);
    const quote = expectOk(
      await world.uow.run(async (tx) => ok(await tx.quotes.current(request.id))),
    );

    expect(await planned(world, reminder, due(request.id))).toEqual({
      to: 'ada@example.com',
      data: {
        ...detailsOf(request),
        quoteAmount: '$900',
        firm: false,
        quoteVersion: 1,
        validUntil: quote?.validUntil,
      },
      afterSent: null,
    });
  });

  it('stays quiet for a version replaced, answered with changes, or run out', async () => {
    const world = createWorld();
    const { request } = await quoted(world);
    expect(await planned(world, reminder, due(request.id, 2))).toBeNull();

    expectOk(
      await world.uow.run(async (tx) =>
        ok(await tx.quotes.markChangesRequested(request.id, 1, 'Shorter legs', world.clock.now())),
      ),
    );
    expect(await planned(world, reminder, due(request.id))).toBeNull();

    const later = createWorld();
    const { request: other } = await quoted(later);
    later.clock.advance(400 * 24 * HOUR_MS);
    expect(await planned(later, reminder, due(other.id))).toBeNull();
  });
});
