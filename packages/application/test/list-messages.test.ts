import { describe, expect, it } from 'vitest';
import { ListMessages } from '../src/use-cases/list-messages';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada);
  const other = await world.seedRequest(ben);
  const first = await world.seedMessage(project.id, 'customer', 'first');
  world.clock.advance(1000);
  const second = await world.seedMessage(project.id, 'admin', 'second');
  world.clock.advance(1000);
  const third = await world.seedMessage(project.id, 'customer', 'third');
  await world.seedMessage(other.id, 'customer', "Ben's");
  return { world, ada, ben, project, other, thread: [first, second, third] };
}

describe('ListMessages', () => {
  it("gives the owner the project's conversation, oldest first", async () => {
    const { world, ada, project, thread } = await setup();
    const messages = expectOk(
      await new ListMessages(world.deps).execute(customer(ada), project.id),
    );
    expect(messages).toEqual(thread);
  });

  it('gives the workshop the conversation of any project', async () => {
    const { world, other } = await setup();
    const messages = expectOk(await new ListMessages(world.deps).execute(ADMIN, other.id));
    expect(messages.map((message) => message.message)).toEqual(["Ben's"]);
  });

  it('lists nothing for a project without messages', async () => {
    const { world, ada } = await setup();
    const quiet = await world.seedRequest(ada);
    expect(expectOk(await new ListMessages(world.deps).execute(customer(ada), quiet.id))).toEqual(
      [],
    );
  });

  it("answers not found for another customer's project", async () => {
    const { world, ben, project } = await setup();
    expectError(
      await new ListMessages(world.deps).execute(customer(ben), project.id),
      'not_found',
      'Project not found',
    );
  });

  it('answers not found for a project that does not exist', async () => {
    const { world } = await setup();
    expectError(
      await new ListMessages(world.deps).execute(ADMIN, 0),
      'not_found',
      'Project not found',
    );
  });

  it('refuses the anonymous and a temporary-password session', async () => {
    const { world, ada, project } = await setup();
    const list = new ListMessages(world.deps);
    expectError(await list.execute(NOBODY, project.id), 'unauthenticated');
    expectError(
      await list.execute(customer(ada, false), project.id),
      'forbidden',
      'Please change your temporary password to continue.',
    );
  });
});
