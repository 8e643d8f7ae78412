import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { WORKSHOP_EMAIL, createWorld } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const approved = NOTIFICATIONS['quote-approved'];

describe('quote-approved (QuoteApproved)', () => {
  it('tells the team, with the amount', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'in_progress',
      quoteAmount: '$1,850',
      quotedBy: 'Ben',
      quoteApproved: true,
    });
    const event = { type: 'QuoteApproved', requestId: request.id } as const;

    expect(await planned(world, approved, event)).toEqual({
      to: WORKSHOP_EMAIL,
      data: { ...detailsOf(request), quoteAmount: '$1,850' },
      afterSent: null,
    });
    await deleteProject(world, request.id);
    expect(await planned(world, approved, event)).toBeNull();
  });
});
