import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '@workshop/domain';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup(status: RequestStatus = 'quoted') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteAmount: status === 'new' ? null : '$800',
    quoteApproved: status === 'in_progress' || status === 'completed',
    adminNotes: 'internal',
  });
  world.clock.advance(3 * 60 * 60 * 1000);
  return { world, ada, ben, project, approve: new ApproveQuote(world.deps) };
}

describe('ApproveQuote', () => {
  it('puts a quoted project in progress, with the approval time', async () => {
    const { world, ada, project, approve } = await setup();
    const result = expectOk(await approve.execute(customer(ada), project.id));

    expect(world.request(project.id)).toMatchObject({
      status: 'in_progress',
      quoteApproved: true,
      quoteApprovedAt: world.clock.now(),
      quoteAmount: '$800',
      updatedAt: world.clock.now(),
    });
    expect(result).toMatchObject({ id: project.id, status: 'in_progress', quoteApproved: true });
    expect(result).not.toHaveProperty('adminNotes');
    expect(world.events()).toEqual([{ type: 'QuoteApproved', requestId: project.id }]);
  });

  it('refuses a second approval of the same quote', async () => {
    const { world, ada, project, approve } = await setup();
    expectOk(await approve.execute(customer(ada), project.id));
    const before = world.tables();
    expectError(
      await approve.execute(customer(ada), project.id),
      'conflict',
      'Only a quoted project can be approved.',
    );
    expect(world.tables()).toEqual(before);
    expect(world.events()).toHaveLength(1);
  });

  it.each(['new', 'in_progress', 'completed'] as const)(
    'refuses to approve a %s project',
    async (status) => {
      const { world, ada, project, approve } = await setup(status);
      const before = world.tables();
      const error = expectError(
        await approve.execute(customer(ada), project.id),
        'conflict',
        'Only a quoted project can be approved.',
      );
      expect(error).toMatchObject({ rule: 'APPROVE_QUOTE' });
      expect(world.tables()).toEqual(before);
    },
  );

  it("answers not found when a customer approves another customer's quote", async () => {
    const { world, ben, project, approve } = await setup();
    const before = world.tables();
    expectError(await approve.execute(customer(ben), project.id), 'not_found', 'Project not found');
    expect(world.tables()).toEqual(before);
  });

  it('refuses the anonymous, the workshop and a temporary-password session', async () => {
    const { world, ada, project, approve } = await setup();
    const before = world.tables();
    expectError(await approve.execute(NOBODY, project.id), 'unauthenticated');
    expectError(
      await approve.execute(ADMIN, project.id),
      'forbidden',
      'This action is for customers',
    );
    expectError(
      await approve.execute(customer(ada, false), project.id),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expect(world.tables()).toEqual(before);
  });
});
