import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_SETTINGS } from '../src';
import { PostMessage } from '../src/use-cases/post-message';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada);
  world.clock.advance(90_000);
  return { world, ada, ben, project, post: new PostMessage(world.deps) };
}

const fromCustomer = {
  message: 'Can the legs be darker?',
  senderName: 'Ada',
  senderType: 'customer',
};
const fromAdmin = {
  message: 'Yes, we can stain them.',
  senderName: 'Ben Joiner',
  senderType: 'admin',
};

describe('PostMessage', () => {
  it("stores the customer's message, read by the customer only, and records it", async () => {
    const { world, ada, project, post } = await setup();
    const message = expectOk(await post.execute(customer(ada), project.id, fromCustomer));

    expect(world.store.tables.messages).toEqual([message]);
    expect(message).toMatchObject({
      projectId: project.id,
      message: 'Can the legs be darker?',
      senderName: 'Ada',
      senderType: 'customer',
      readByCustomer: true,
      readByAdmin: false,
      sentAt: world.clock.now(),
    });
    expect(world.request(project.id)).toEqual(project);
    expect(world.events()).toEqual([
      {
        type: 'MessagePosted',
        requestId: project.id,
        messageId: message.id,
        senderType: 'customer',
        by: null,
      },
      // The team hears of it with whatever else is said in the next few minutes.
      { type: 'MessageDigestDue', requestId: project.id },
    ]);
    const digest = world.store.tables.outbox.at(-1);
    expect(digest?.nextAttemptAt).toEqual(
      new Date(world.clock.now().getTime() + DEFAULT_SECURITY_SETTINGS.teamAlertDelayMs),
    );
  });

  it('schedules one team digest per project while one waits, however many messages', async () => {
    const { world, ada, project, post } = await setup();
    for (const text of ['Can it seat ten?', 'Or twelve?', 'Walnut, please.']) {
      expectOk(await post.execute(customer(ada), project.id, { ...fromCustomer, message: text }));
      world.clock.advance(30_000);
    }
    expect(world.events().filter((event) => event.type === 'MessageDigestDue')).toHaveLength(1);
  });

  it("stores the workshop's message and shows it as the project's latest admin message", async () => {
    const { world, project, post } = await setup();
    const message = expectOk(await post.execute(ADMIN, project.id, fromAdmin));

    expect(message).toMatchObject({
      senderType: 'admin',
      readByAdmin: true,
      readByCustomer: false,
    });
    expect(world.request(project.id)).toMatchObject({
      adminMessage: 'Yes, we can stain them.',
      adminMessageSentAt: world.clock.now(),
      adminMessageSentBy: 'Ben Joiner',
    });
    expect(world.events()).toEqual([
      {
        type: 'MessagePosted',
        requestId: project.id,
        messageId: message.id,
        senderType: 'admin',
        by: null,
      },
    ]);
  });

  const plan = {
    name: 'plan.pdf',
    contentType: 'application/pdf',
    size: 1200,
    storageKey: 'attachment-1.pdf',
  } as const;
  const photo = {
    name: 'wall.jpg',
    contentType: 'image/jpeg',
    size: 800,
    storageKey: 'attachment-2.jpg',
  } as const;

  it('keeps the files it carries with it, numbered in the order they came', async () => {
    const { world, ada, project, post } = await setup();
    const message = expectOk(
      await post.execute(customer(ada), project.id, fromCustomer, [plan, photo]),
    );
    expect(message.attachments).toEqual([
      { ...plan, position: 1 },
      { ...photo, position: 2 },
    ]);
    expect(world.store.tables.messages).toEqual([message]);
    expect(world.files.removed).toEqual([]);
  });

  it('removes the stored files of a message it refuses', async () => {
    const { world, ada, ben, project, post } = await setup();
    const before = world.tables();
    expectError(
      await post.execute(customer(ada), project.id, { ...fromCustomer, message: '' }, [plan]),
      'validation',
      'Message is required',
    );
    expectError(await post.execute(customer(ben), project.id, fromCustomer, [photo]), 'not_found');
    expectError(
      await post.execute(NOBODY, project.id, fromCustomer, [plan, photo]),
      'unauthenticated',
    );
    expect(world.tables()).toEqual(before);
    expect(world.files.removed).toEqual([
      'attachment-1.pdf',
      'attachment-2.jpg',
      'attachment-1.pdf',
      'attachment-2.jpg',
    ]);
  });

  it('trims the message and the sender name', async () => {
    const { world, ada, project, post } = await setup();
    expectOk(
      await post.execute(customer(ada), project.id, {
        ...fromCustomer,
        message: '  hello  ',
        senderName: ' Ada ',
      }),
    );
    expect(world.store.tables.messages[0]).toMatchObject({ message: 'hello', senderName: 'Ada' });
  });

  it("refuses a sender type that is not the caller's side", async () => {
    const { world, ada, project, post } = await setup();
    const before = world.tables();
    expectError(
      await post.execute(customer(ada), project.id, { ...fromCustomer, senderType: 'admin' }),
      'forbidden',
    );
    expectError(
      await post.execute(ADMIN, project.id, { ...fromAdmin, senderType: 'customer' }),
      'forbidden',
    );
    expect(world.tables()).toEqual(before);
  });

  it("answers not found when a customer writes on another customer's project", async () => {
    const { world, ben, project, post } = await setup();
    const before = world.tables();
    expectError(
      await post.execute(customer(ben), project.id, { ...fromCustomer, senderName: 'Ben' }),
      'not_found',
      'Project not found',
    );
    expect(world.tables()).toEqual(before);
  });

  it('answers not found for a project that does not exist', async () => {
    const { post } = await setup();
    expectError(await post.execute(ADMIN, 31337, fromAdmin), 'not_found', 'Project not found');
  });

  it('refuses the anonymous and a temporary-password session', async () => {
    const { world, ada, project, post } = await setup();
    const before = world.tables();
    expectError(await post.execute(NOBODY, project.id, fromCustomer), 'unauthenticated');
    expectError(
      await post.execute(customer(ada, false), project.id, fromCustomer),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    // Refused for who is asking, before the body is even read.
    expectError(
      await post.execute(customer(ada, false), project.id, {}),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expect(world.tables()).toEqual(before);
  });

  it.each([
    [{ message: '' }, 'Message is required'],
    [{ message: '   ' }, 'Message is required'],
    [{ message: 'm'.repeat(1001) }, 'Message must be 1000 characters or less'],
    [{ senderName: '' }, 'Sender name is required'],
    [{ senderName: 'n'.repeat(101) }, 'Sender name must be 100 characters or less'],
    [{ senderType: 'robot' }, "Sender type must be 'admin' or 'customer'"],
  ])('refuses %j', async (overrides, message) => {
    const { world, ada, project, post } = await setup();
    const before = world.tables();
    expectError(
      await post.execute(customer(ada), project.id, { ...fromCustomer, ...overrides }),
      'validation',
      message,
    );
    expect(world.tables()).toEqual(before);
  });

  it('accepts a message of exactly 1000 characters', async () => {
    const { ada, project, post } = await setup();
    const message = expectOk(
      await post.execute(customer(ada), project.id, { ...fromCustomer, message: 'm'.repeat(1000) }),
    );
    expect(message.message).toHaveLength(1000);
  });

  it('writes neither the message nor the admin message when the event cannot be written', async () => {
    const { world, project, post } = await setup();
    const before = world.tables();
    world.uow.outbox.failNextAdd = new Error('connection reset');
    await expect(post.execute(ADMIN, project.id, fromAdmin)).rejects.toThrow('connection reset');
    expect(world.tables()).toEqual(before);
  });
});
