import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { ApproveQuote } from '../../src/use-cases/approve-quote';
import { WORKSHOP_EMAIL, createWorld, customer, expectOk } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const approved = NOTIFICATIONS['quote-approved'];
const signedCopy = NOTIFICATIONS['signed-copy'];
const ORIGIN = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' };

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
      data: { ...detailsOf(request), quoteAmount: '$1,850', signedCopy: null },
      afterSent: null,
    });
    await deleteProject(world, request.id);
    expect(await planned(world, approved, event)).toBeNull();
  });

  it('sends the signed copy to both sides: the team and the customer', async () => {
    const world = createWorld();
    const { request, ada: account } = await customerProject(world, {
      status: 'quoted',
      quoteAmount: '$5,650',
      quotedBy: 'Ben',
    });
    expectOk(
      await new ApproveQuote(world.deps).execute(
        customer(account),
        request.id,
        { signatureName: request.fullName },
        ORIGIN,
      ),
    );
    const [stored] = world.tables().signedCopies;
    const attachment = {
      storageKey: stored!.storageKey,
      fileName: `signed-quote-${request.id}-v1.pdf`,
      quoteSha256: stored!.quoteSha256,
    };
    const event = { type: 'QuoteApproved', requestId: request.id } as const;

    const team = await planned(world, approved, event);
    expect(team).toMatchObject({ to: WORKSHOP_EMAIL, data: { signedCopy: attachment } });
    expect(await planned(world, signedCopy, event)).toEqual({
      to: account.email,
      data: {
        ...detailsOf(world.request(request.id)!),
        version: 1,
        quoteAmount: '$5,650',
        signatureName: request.fullName,
        signedCopy: attachment,
      },
      afterSent: null,
    });
    await deleteProject(world, request.id);
    expect(await planned(world, signedCopy, event)).toBeNull();
  });
});
