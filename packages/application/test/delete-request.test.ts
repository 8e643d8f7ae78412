import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, type RequestStatus } from '@workshop/domain';
import { CustomerDeleteRequest } from '../src/use-cases/customer-delete-request';
import { DeleteRequest } from '../src/use-cases/delete-request';
import { PostMessage } from '../src/use-cases/post-message';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup(status: RequestStatus = 'new') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteApproved: status === 'in_progress' || status === 'completed',
    imagePath: 'f00d.png',
    imageOriginalName: 'plan.png',
  });
  const other = await world.seedRequest(ben);
  await world.seedMessage(project.id, 'customer', 'Any news?');
  await world.seedMessage(project.id, 'admin', 'Soon');
  await world.seedMessage(other.id, 'customer', 'Hi');
  return { world, ada, ben, project, other };
}

describe('DeleteRequest (workshop)', () => {
  it.each(REQUEST_STATUSES)(
    'removes a %s project for good, with its messages and image',
    async (status) => {
      const { world, project, other } = await setup(status);
      expectOk(await new DeleteRequest(world.deps).execute(ADMIN, project.id));
      expect(world.request(project.id)).toBeUndefined();
      expect(world.store.tables.requests.map((row) => row.id)).toEqual([other.id]);
      expect(world.store.tables.messages.map((row) => row.projectId)).toEqual([other.id]);
      expect(world.files.removed).toEqual(['f00d.png']);
    },
  );

  it('tells the customer (ProjectDeleted, with what the email names), in the same transaction', async () => {
    const { world, ada, project } = await setup();
    expectOk(await new DeleteRequest(world.deps).execute(ADMIN, project.id));
    expect(world.events()).toEqual([
      {
        type: 'ProjectDeleted',
        requestId: project.id,
        customerId: ada.id,
        fullName: project.fullName,
        summary: project.description?.split('\n')[0] ?? null,
        by: null,
      },
    ]);
  });

  it("removes its messages' attachments from the store with it", async () => {
    const { world, project, other } = await setup();
    const post = new PostMessage(world.deps);
    const file = (storageKey: string) =>
      ({ name: 'a.pdf', contentType: 'application/pdf', size: 10, storageKey }) as const;
    const say = { message: 'Drawings', senderName: 'Ben', senderType: 'admin' };
    expectOk(
      await post.execute(ADMIN, project.id, say, [
        file('attachment-a.pdf'),
        file('attachment-b.pdf'),
      ]),
    );
    expectOk(await post.execute(ADMIN, other.id, say, [file('attachment-c.pdf')]));
    expectOk(await new DeleteRequest(world.deps).execute(ADMIN, project.id));
    expect(world.files.removed.sort()).toEqual([
      'attachment-a.pdf',
      'attachment-b.pdf',
      'f00d.png',
    ]);
  });

  it('removes no file when the project has no image', async () => {
    const { world, other } = await setup();
    expectOk(await new DeleteRequest(world.deps).execute(ADMIN, other.id));
    expect(world.files.removed).toEqual([]);
  });

  it('answers not found for a project that does not exist', async () => {
    const { world } = await setup();
    expectError(
      await new DeleteRequest(world.deps).execute(ADMIN, 404),
      'not_found',
      'Project not found',
    );
  });

  it('refuses customers, even the owner, and the anonymous', async () => {
    const { world, ada, project } = await setup();
    const before = world.tables();
    const remove = new DeleteRequest(world.deps);
    expectError(
      await remove.execute(customer(ada), project.id),
      'forbidden',
      'Admin access required',
    );
    expectError(await remove.execute(NOBODY, project.id), 'unauthenticated');
    expect(world.tables()).toEqual(before);
    expect(world.files.removed).toEqual([]);
  });
});

describe('CustomerDeleteRequest', () => {
  it.each(['new', 'quoted'] as const)(
    'lets the owner withdraw a %s project, with its messages and image',
    async (status) => {
      const { world, ada, project, other } = await setup(status);
      expectOk(await new CustomerDeleteRequest(world.deps).execute(customer(ada), project.id));
      expect(world.store.tables.requests.map((row) => row.id)).toEqual([other.id]);
      expect(world.store.tables.messages.map((row) => row.projectId)).toEqual([other.id]);
      expect(world.files.removed).toEqual(['f00d.png']);
    },
  );

  it.each(['in_progress', 'completed'] as const)(
    'refuses once the quote is approved (%s) and keeps row, messages and image',
    async (status) => {
      const { world, ada, project } = await setup(status);
      const before = world.tables();
      const error = expectError(
        await new CustomerDeleteRequest(world.deps).execute(customer(ada), project.id),
        'conflict',
        'Project cannot be modified or deleted after quote approval',
      );
      expect(error).toMatchObject({ rule: 'DELETE_BY_CUSTOMER' });
      expect(world.tables()).toEqual(before);
      expect(world.files.removed).toEqual([]);
    },
  );

  it("answers not found for another customer's project and deletes nothing", async () => {
    const { world, ben, project } = await setup();
    const before = world.tables();
    expectError(
      await new CustomerDeleteRequest(world.deps).execute(customer(ben), project.id),
      'not_found',
      'Project not found',
    );
    expect(world.tables()).toEqual(before);
    expect(world.files.removed).toEqual([]);
  });

  it('refuses the anonymous, the workshop and a temporary-password session', async () => {
    const { world, ada, project } = await setup();
    const before = world.tables();
    const remove = new CustomerDeleteRequest(world.deps);
    expectError(await remove.execute(NOBODY, project.id), 'unauthenticated');
    expectError(
      await remove.execute(ADMIN, project.id),
      'forbidden',
      'This action is for customers',
    );
    expectError(
      await remove.execute(customer(ada, false), project.id),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expect(world.tables()).toEqual(before);
  });
});
