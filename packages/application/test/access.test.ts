import type { RequestStatus } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { type Actor, type Result } from '../src';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { CustomerDeleteRequest } from '../src/use-cases/customer-delete-request';
import { DeleteRequest } from '../src/use-cases/delete-request';
import { EditRequest } from '../src/use-cases/edit-request';
import { ListMessages } from '../src/use-cases/list-messages';
import { ListRequests } from '../src/use-cases/list-requests';
import { MarkComplete } from '../src/use-cases/mark-complete';
import { MarkMessagesRead } from '../src/use-cases/mark-messages-read';
import { PostMessage } from '../src/use-cases/post-message';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { UnreadCounts } from '../src/use-cases/unread-counts';
import { UpdateAdminNotes } from '../src/use-cases/update-admin-notes';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk, type World } from './world';

const NO_ORIGIN = { ipAddress: null, userAgent: null };

/**
 * Every use case that acts for a signed-in person, asked by everyone who must not get through.
 * Each also runs once for the person who may, so a refusal is shown to come from who asks.
 */
interface AccessCase {
  readonly name: string;
  /** The status in which the allowed caller succeeds. */
  readonly status: RequestStatus;
  readonly run: (world: World, actor: Actor, projectId: number) => Promise<Result<unknown>>;
}

const customerCases: AccessCase[] = [
  {
    name: 'EditRequest',
    status: 'new',
    run: (w, actor, id) =>
      new EditRequest(w.deps).execute(actor, id, { fullName: 'Ada L', email: 'ada@example.com' }),
  },
  {
    name: 'CustomerDeleteRequest',
    status: 'quoted',
    run: (w, actor, id) => new CustomerDeleteRequest(w.deps).execute(actor, id),
  },
  {
    name: 'ApproveQuote',
    status: 'quoted',
    run: (w, actor, id) =>
      new ApproveQuote(w.deps).execute(actor, id, { signatureName: 'Ada Carpenter' }, NO_ORIGIN),
  },
  {
    name: 'PostMessage',
    status: 'in_progress',
    run: (w, actor, id) =>
      new PostMessage(w.deps).execute(actor, id, {
        message: 'Hello',
        senderName: 'Ada',
        senderType: 'customer',
      }),
  },
  {
    name: 'ListMessages',
    status: 'new',
    run: (w, actor, id) => new ListMessages(w.deps).execute(actor, id),
  },
  {
    name: 'MarkMessagesRead',
    status: 'new',
    run: (w, actor, id) =>
      new MarkMessagesRead(w.deps).execute(actor, id, { userType: 'customer' }),
  },
];

const customerListCases: AccessCase[] = [
  {
    name: 'ListRequests',
    status: 'new',
    run: (w, actor) => new ListRequests(w.deps).execute(actor),
  },
  {
    name: 'UnreadCounts',
    status: 'new',
    run: (w, actor) => new UnreadCounts(w.deps).execute(actor, 'customer'),
  },
];

const adminCases: AccessCase[] = [
  {
    name: 'ProvideQuote',
    status: 'new',
    run: (w, actor, id) =>
      new ProvideQuote(w.deps).execute(actor, id, { quoteAmount: '$500', quotedBy: 'Ben' }),
  },
  {
    name: 'MarkComplete',
    status: 'in_progress',
    run: (w, actor, id) => new MarkComplete(w.deps).execute(actor, id, { status: 'completed' }),
  },
  {
    name: 'UpdateAdminNotes',
    status: 'new',
    run: (w, actor, id) => new UpdateAdminNotes(w.deps).execute(actor, id, { adminNotes: 'n' }),
  },
  {
    name: 'DeleteRequest',
    status: 'completed',
    run: (w, actor, id) => new DeleteRequest(w.deps).execute(actor, id),
  },
];

async function setup(status: RequestStatus) {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteApproved: status === 'in_progress' || status === 'completed',
  });
  await world.seedMessage(project.id, 'admin', 'From the workshop');
  return { world, ada, ben, project };
}

/** Runs a refused call and shows that it wrote nothing. */
async function refused(
  world: World,
  call: () => Promise<Result<unknown>>,
  kind: 'unauthenticated' | 'forbidden' | 'not_found',
  message?: string,
) {
  const before = world.tables();
  expectError(await call(), kind, message);
  expect(world.tables()).toEqual(before);
  expect(world.files.removed).toEqual([]);
}

describe.each([...customerCases, ...customerListCases])('$name (customer use case)', (useCase) => {
  it('succeeds for the owner with a permanent password', async () => {
    const { world, ada, project } = await setup(useCase.status);
    expectOk(await useCase.run(world, customer(ada), project.id));
  });

  it('is refused to the anonymous', async () => {
    const { world, project } = await setup(useCase.status);
    await refused(
      world,
      () => useCase.run(world, NOBODY, project.id),
      'unauthenticated',
      'Please sign in to continue.',
    );
  });

  it('is refused to a temporary-password session, even the owner', async () => {
    const { world, ada, project } = await setup(useCase.status);
    await refused(
      world,
      () => useCase.run(world, customer(ada, false), project.id),
      'forbidden',
      'Please change your temporary password to continue.',
    );
  });
});

describe.each(customerCases)('$name on a project of another customer', (useCase) => {
  it('answers not found and changes nothing', async () => {
    const { world, ben, project } = await setup(useCase.status);
    await refused(
      world,
      () => useCase.run(world, customer(ben), project.id),
      'not_found',
      'Project not found',
    );
  });
});

describe.each(adminCases)('$name (workshop use case)', (useCase) => {
  it('succeeds for the workshop', async () => {
    const { world, project } = await setup(useCase.status);
    expectOk(await useCase.run(world, ADMIN, project.id));
  });

  it('is refused to the anonymous', async () => {
    const { world, project } = await setup(useCase.status);
    await refused(world, () => useCase.run(world, NOBODY, project.id), 'unauthenticated');
  });

  it("is refused to a customer, even the project's owner", async () => {
    const { world, ada, project } = await setup(useCase.status);
    await refused(
      world,
      () => useCase.run(world, customer(ada), project.id),
      'forbidden',
      'Admin access required',
    );
    await refused(world, () => useCase.run(world, customer(ada, false), project.id), 'forbidden');
  });
});
