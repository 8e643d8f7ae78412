import { describe, expect, it } from 'vitest';
import { MarkMessagesRead } from '../src/use-cases/mark-messages-read';
import { UnreadCounts } from '../src/use-cases/unread-counts';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada);
  const other = await world.seedRequest(ada);
  await world.seedMessage(project.id, 'admin', 'a1');
  await world.seedMessage(project.id, 'admin', 'a2');
  await world.seedMessage(project.id, 'customer', 'c1');
  await world.seedMessage(other.id, 'admin', 'elsewhere');
  return { world, ada, ben, project, other, mark: new MarkMessagesRead(world.deps) };
}

const flags = (world: Awaited<ReturnType<typeof setup>>['world']) =>
  world.store.tables.messages.map((m) => [m.message, m.readByAdmin, m.readByCustomer]);

describe('MarkMessagesRead', () => {
  it("marks the project's messages read for the customer, and only that project", async () => {
    const { world, ada, project, other, mark } = await setup();
    expect(
      expectOk(await mark.execute(customer(ada), project.id, { userType: 'customer' })),
    ).toEqual({
      marked: 2,
    });
    expect(flags(world)).toEqual([
      ['a1', true, true],
      ['a2', true, true],
      ['c1', false, true],
      ['elsewhere', true, false],
    ]);
    const counts = new UnreadCounts(world.deps);
    expect(expectOk(await counts.execute(customer(ada), 'customer'))).toEqual({ [other.id]: 1 });
    expect(expectOk(await counts.execute(ADMIN, 'admin'))).toEqual({ [project.id]: 1 });
  });

  it('marks them read for the workshop', async () => {
    const { world, project, mark } = await setup();
    expect(expectOk(await mark.execute(ADMIN, project.id, { userType: 'admin' }))).toEqual({
      marked: 1,
    });
    expect(flags(world)).toEqual([
      ['a1', true, false],
      ['a2', true, false],
      ['c1', true, true],
      ['elsewhere', true, false],
    ]);
  });

  it('marks nothing the second time', async () => {
    const { ada, project, mark } = await setup();
    expectOk(await mark.execute(customer(ada), project.id, { userType: 'customer' }));
    expect(
      expectOk(await mark.execute(customer(ada), project.id, { userType: 'customer' })),
    ).toEqual({
      marked: 0,
    });
  });

  it("answers not found when a customer marks another customer's project", async () => {
    const { world, ben, project, mark } = await setup();
    const before = world.tables();
    expectError(
      await mark.execute(customer(ben), project.id, { userType: 'customer' }),
      'not_found',
      'Project not found',
    );
    expect(world.tables()).toEqual(before);
  });

  it("refuses a user type that is not the caller's side", async () => {
    const { world, ada, project, mark } = await setup();
    const before = world.tables();
    expectError(await mark.execute(customer(ada), project.id, { userType: 'admin' }), 'forbidden');
    expectError(await mark.execute(ADMIN, project.id, { userType: 'customer' }), 'forbidden');
    expect(world.tables()).toEqual(before);
  });

  it('refuses the anonymous, a temporary-password session and a bad user type', async () => {
    const { world, ada, project, mark } = await setup();
    const before = world.tables();
    expectError(
      await mark.execute(NOBODY, project.id, { userType: 'customer' }),
      'unauthenticated',
    );
    expectError(
      await mark.execute(customer(ada, false), project.id, { userType: 'customer' }),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expectError(
      await mark.execute(ADMIN, project.id, { userType: 'guest' }),
      'validation',
      "User type must be 'admin' or 'customer'",
    );
    expectError(await mark.execute(ADMIN, 999, { userType: 'admin' }), 'not_found');
    expect(world.tables()).toEqual(before);
  });
});
