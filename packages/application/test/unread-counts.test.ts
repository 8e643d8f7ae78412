import { describe, expect, it } from 'vitest';
import { UnreadCounts } from '../src/use-cases/unread-counts';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const ada1 = await world.seedRequest(ada);
  const ada2 = await world.seedRequest(ada);
  const ben1 = await world.seedRequest(ben);
  // To Ada: two unread on ada1, one on ada2 (one already read).
  await world.seedMessage(ada1.id, 'admin');
  await world.seedMessage(ada1.id, 'admin');
  await world.seedMessage(ada2.id, 'admin');
  const read = await world.seedMessage(ada2.id, 'admin');
  world.store.tables.messages = world.store.tables.messages.map((m) =>
    m.id === read.id ? { ...m, readByCustomer: true } : m,
  );
  // To the workshop: Ada's three and Ben's one.
  await world.seedMessage(ada1.id, 'customer');
  await world.seedMessage(ada2.id, 'customer');
  await world.seedMessage(ada2.id, 'customer');
  await world.seedMessage(ben1.id, 'customer');
  // To Ben: one.
  await world.seedMessage(ben1.id, 'admin');
  return { world, ada, ben, ada1, ada2, ben1, counts: new UnreadCounts(world.deps) };
}

describe('UnreadCounts', () => {
  it("counts, per project, the customers' messages the workshop has not read", async () => {
    const { counts, ada1, ada2, ben1 } = await setup();
    expect(expectOk(await counts.execute(ADMIN, 'admin'))).toEqual({
      [ada1.id]: 1,
      [ada2.id]: 2,
      [ben1.id]: 1,
    });
  });

  it("counts, per own project, the workshop's messages the customer has not read", async () => {
    const { counts, ada, ben, ada1, ada2, ben1 } = await setup();
    expect(expectOk(await counts.execute(customer(ada), 'customer'))).toEqual({
      [ada1.id]: 2,
      [ada2.id]: 1,
    });
    expect(expectOk(await counts.execute(customer(ben), 'customer'))).toEqual({ [ben1.id]: 1 });
  });

  it('leaves out projects with nothing unread', async () => {
    const { world, counts } = await setup();
    const cy = await world.seedCustomer({ email: 'cy@example.com' });
    await world.seedRequest(cy);
    expect(expectOk(await counts.execute(customer(cy), 'customer'))).toEqual({});
  });

  it("refuses a user type that is not the caller's side", async () => {
    const { counts, ada } = await setup();
    expectError(await counts.execute(customer(ada), 'admin'), 'forbidden');
    expectError(await counts.execute(ADMIN, 'customer'), 'forbidden');
  });

  it('refuses the anonymous, a temporary-password session and a bad user type', async () => {
    const { counts, ada } = await setup();
    expectError(await counts.execute(NOBODY, 'admin'), 'unauthenticated');
    expectError(await counts.execute(NOBODY, 'customer'), 'unauthenticated');
    expectError(
      await counts.execute(customer(ada, false), 'customer'),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expectError(
      await counts.execute(ADMIN, undefined),
      'validation',
      "User type must be 'admin' or 'customer'",
    );
  });
});
