import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { createWorld, expectOk } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const reviewRequest = NOTIFICATIONS['review-request'];

describe('review-request (ReviewRequestDue)', () => {
  it('asks the customer of a completed project, at the account address', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, { status: 'completed' });
    const event = { type: 'ReviewRequestDue', requestId: request.id } as const;
    expect(await planned(world, reviewRequest, event)).toEqual({
      to: 'ada@example.com',
      data: detailsOf(request),
      afterSent: null,
    });
    await deleteProject(world, request.id);
    expect(await planned(world, reviewRequest, event)).toBeNull();
  });

  it('does not ask a customer who already wrote a review', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, { status: 'completed' });
    expectOk(
      await world.uow.run(async (tx) =>
        ok(await tx.reviews.save(request.id, { rating: 5, text: 'Lovely' }, world.clock.now())),
      ),
    );
    const event = { type: 'ReviewRequestDue', requestId: request.id } as const;
    expect(await planned(world, reviewRequest, event)).toBeNull();
  });
});
