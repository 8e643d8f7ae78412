import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '@workshop/domain';
import { MarkComplete } from '../src/use-cases/mark-complete';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup(status: RequestStatus = 'in_progress') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteApproved: status === 'in_progress' || status === 'completed',
    notes: 'Glue drying',
  });
  world.clock.advance(7 * 24 * 60 * 60 * 1000);
  return { world, ada, project, complete: new MarkComplete(world.deps) };
}

describe('MarkComplete', () => {
  it("completes a project in progress; its note is the completion note, the customer's own notes stay as they were", async () => {
    const { world, project, complete } = await setup();
    const result = expectOk(
      await complete.execute(ADMIN, project.id, { status: 'completed', notes: 'Ready for pickup' }),
    );
    expect(world.request(project.id)).toEqual(result);
    expect(result).toMatchObject({
      status: 'completed',
      notes: 'Glue drying',
      completionNote: 'Ready for pickup',
      updatedAt: world.clock.now(),
    });
    expect(world.events()).toEqual([
      { type: 'ProjectCompleted', requestId: project.id, by: null },
      // Scheduled: the review request, some days on (reviews.test.ts).
      { type: 'ReviewRequestDue', requestId: project.id },
    ]);
  });

  it("makes the note the project notes too when the project had none (the spec's PATCH body)", async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const project = await world.seedRequest(ada, { status: 'in_progress', quoteApproved: true });
    const result = expectOk(
      await new MarkComplete(world.deps).execute(ADMIN, project.id, {
        status: 'completed',
        notes: 'Delivered',
      }),
    );
    expect(result).toMatchObject({ notes: 'Delivered', completionNote: 'Delivered' });
  });

  it('keeps the earlier notes when none are sent', async () => {
    const { world, project, complete } = await setup();
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));
    expect(world.request(project.id)).toMatchObject({
      status: 'completed',
      notes: 'Glue drying',
      completionNote: null,
    });
  });

  it('answers that a completed project is already completed, the second time too', async () => {
    const { world, project, complete } = await setup();
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));
    const before = world.tables();
    const error = expectError(
      await complete.execute(ADMIN, project.id, { status: 'completed', notes: 'again' }),
      'conflict',
      'This project is already completed.',
    );
    expect(error).toMatchObject({ rule: 'MARK_COMPLETE' });
    expect(world.tables()).toEqual(before);
    expect(world.events()).toHaveLength(2);
  });

  it.each(['new', 'quoted'] as const)('refuses to complete a %s project', async (status) => {
    const { world, project, complete } = await setup(status);
    const before = world.tables();
    expectError(
      await complete.execute(ADMIN, project.id, { status: 'completed' }),
      'conflict',
      'Only a project in progress can be marked complete.',
    );
    expect(world.tables()).toEqual(before);
  });

  it.each(['in_progress', 'quoted', 'new', undefined])(
    "offers no status but 'completed' (refuses %s)",
    async (status) => {
      const { world, project, complete } = await setup();
      const before = world.tables();
      expectError(
        await complete.execute(ADMIN, project.id, { status }),
        'validation',
        "Status can only be set to 'completed'",
      );
      expect(world.tables()).toEqual(before);
    },
  );

  it('refuses customers and the anonymous; not found for an unknown project', async () => {
    const { world, ada, project, complete } = await setup();
    const before = world.tables();
    const body = { status: 'completed' };
    expectError(
      await complete.execute(customer(ada), project.id, body),
      'forbidden',
      'Admin access required',
    );
    expectError(await complete.execute(NOBODY, project.id, body), 'unauthenticated');
    expectError(await complete.execute(ADMIN, 12345, body), 'not_found', 'Project not found');
    expect(world.tables()).toEqual(before);
  });
});
