import { describe, expect, it } from 'vitest';
import { ListRequests } from '../src/use-cases/list-requests';
import { UpdateAdminNotes } from '../src/use-cases/update-admin-notes';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada);
  world.clock.advance(60_000);
  return { world, ada, project, update: new UpdateAdminNotes(world.deps) };
}

describe('UpdateAdminNotes', () => {
  it('stores the internal notes, which the customer never sees, not even as an Updated date', async () => {
    const { world, ada, project, update } = await setup();
    const result = expectOk(
      await update.execute(ADMIN, project.id, { adminNotes: 'Customer prefers darker stain' }),
    );
    expect(result).toMatchObject({
      adminNotes: 'Customer prefers darker stain',
      updatedAt: project.updatedAt,
    });
    expect(result.updatedAt).not.toEqual(world.clock.now());
    expect(world.request(project.id)?.adminNotes).toBe('Customer prefers darker stain');
    // Only that they changed, and by whom (the activity log): never what they say.
    expect(world.events()).toEqual([
      { type: 'AdminNotesUpdated', requestId: project.id, by: null },
    ]);

    const seen = expectOk(await new ListRequests(world.deps).execute(customer(ada)));
    expect(JSON.stringify(seen)).not.toContain('darker stain');
  });

  it('accepts clearing the notes', async () => {
    const { world, project, update } = await setup();
    expectOk(await update.execute(ADMIN, project.id, { adminNotes: 'x' }));
    expectOk(await update.execute(ADMIN, project.id, { adminNotes: '' }));
    expect(world.request(project.id)?.adminNotes).toBe('');
  });

  it.each([
    [{ adminNotes: 42 }, 'Admin notes must be text'],
    [{}, 'Admin notes must be text'],
    [{ adminNotes: 'n'.repeat(5001) }, 'Admin notes must be 5000 characters or less'],
  ])('refuses %j', async (body, message) => {
    const { world, project, update } = await setup();
    const before = world.tables();
    expectError(await update.execute(ADMIN, project.id, body), 'validation', message);
    expect(world.tables()).toEqual(before);
  });

  it('refuses customers and the anonymous; not found for an unknown project', async () => {
    const { world, ada, project, update } = await setup();
    const before = world.tables();
    const body = { adminNotes: 'mine now' };
    expectError(
      await update.execute(customer(ada), project.id, body),
      'forbidden',
      'Admin access required',
    );
    expectError(await update.execute(NOBODY, project.id, body), 'unauthenticated');
    expectError(await update.execute(ADMIN, 999, body), 'not_found', 'Project not found');
    expect(world.tables()).toEqual(before);
  });
});
