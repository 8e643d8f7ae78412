import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { createWorld, expectOk } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const quoteReady = NOTIFICATIONS['quote-ready'];

describe('quote-ready (QuoteProvided)', () => {
  it('sends the customer the newest version, with amount, notes, author and validity', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$1,850',
      quoteNotes: 'Solid walnut.',
      quotedBy: 'Ben',
    });
    expectOk(
      await world.uow.run(async (tx) =>
        ok(
          await tx.quotes.add({
            requestId: request.id,
            version: 2,
            amount: '$1,700',
            priceCents: null,
            depositPercent: null,
            notes: null,
            quotedBy: 'Sam',
            quotedAt: world.clock.now(),
            validUntil: '2031-01-31',
            design: null,
            lines: null,
            salesTax: null,
            taxExemptReason: null,
          }),
        ),
      ),
    );

    const email = await planned(world, quoteReady, {
      type: 'QuoteProvided',
      requestId: request.id,
      by: null,
    });

    expect(email).toEqual({
      to: 'ada@example.com',
      data: {
        ...detailsOf(request),
        quoteAmount: '$1,700',
        firm: false,
        quoteNotes: null,
        quotedBy: 'Sam',
        quoteVersion: 2,
        validUntil: '2031-01-31',
      },
      afterSent: null,
    });
  });

  it('has nothing to send before the project has a quote', async () => {
    const world = createWorld();
    const { request } = await customerProject(world);
    expect(
      await planned(world, quoteReady, { type: 'QuoteProvided', requestId: request.id, by: null }),
    ).toBeNull();
  });
});
