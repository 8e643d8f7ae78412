import { describe, expect, it } from 'vitest';
import { AuthorizeUpload } from '../src/use-cases/authorize-upload';
import { PostMessage } from '../src/use-cases/post-message';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada);
  return { authorize: new AuthorizeUpload(world.deps), ada, ben, project };
}

describe('AuthorizeUpload', () => {
  it("lets anyone send a request's or a draft's image (their budgets are per address)", async () => {
    const { authorize } = await setup();
    expectOk(await authorize.execute(NOBODY, { kind: 'request-image' }));
    expectOk(await authorize.execute(NOBODY, { kind: 'draft-image' }));
  });

  it("lets the project's customer and the workshop attach files to its messages, nobody else", async () => {
    const { authorize, ada, ben, project } = await setup();
    const target = { kind: 'message-attachments', projectId: project.id, bytes: 0 } as const;
    expectOk(await authorize.execute(customer(ada), target));
    expectOk(await authorize.execute(ADMIN, target));
    expectError(await authorize.execute(NOBODY, target), 'unauthenticated');
    expectError(await authorize.execute(customer(ben), target), 'not_found', 'Project not found');
    expectError(
      await authorize.execute(customer(ada), { ...target, projectId: project.id + 1000 }),
      'not_found',
    );
  });

  it('lets only the workshop send progress photos, to a project in progress', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const building = await world.seedRequest(ada, { status: 'in_progress', quoteApproved: true });
    const fresh = await world.seedRequest(ada);
    const authorize = new AuthorizeUpload(world.deps);
    const target = (projectId: number) => ({ kind: 'progress-photos', projectId }) as const;
    expectOk(await authorize.execute(ADMIN, target(building.id)));
    expectError(await authorize.execute(customer(ada), target(building.id)), 'forbidden');
    expectError(await authorize.execute(ADMIN, target(building.id + 1000)), 'not_found');
    expect(await authorize.execute(ADMIN, target(fresh.id))).toMatchObject({
      ok: false,
      error: { kind: 'conflict', rule: 'POST_PROGRESS' },
    });
  });

  it("refuses attachments past the project's budget or its customer's, before and after reading", async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const first = await world.seedRequest(ada);
    const second = await world.seedRequest(ada);
    const deps = {
      ...world.deps,
      settings: {
        ...world.deps.settings,
        attachmentBudget: { perProject: 1000, perCustomer: 1500 },
      },
    };
    const authorize = new AuthorizeUpload(deps);
    const post = new PostMessage(deps);
    const file = (n: number, size: number) =>
      ({
        name: `plan-${n}.pdf`,
        contentType: 'application/pdf',
        size,
        storageKey: `attachment-${n}.pdf`,
      }) as const;
    const body = { message: 'Plans', senderName: 'Ada', senderType: 'customer' };
    const target = (projectId: number, bytes: number) =>
      ({ kind: 'message-attachments', projectId, bytes }) as const;

    expectOk(await post.execute(customer(ada), first.id, body, [file(1, 900)]));
    // The request says it carries more than the project has left: refused before it is read.
    expectError(
      await authorize.execute(customer(ada), target(first.id, 200)),
      'conflict',
      'Files on this project are limited to 0 MB in all, and these would go past it: send fewer or smaller files.',
    );
    expectOk(await authorize.execute(customer(ada), target(first.id, 100)));
    // Read and kept, the sizes are checked again: the one that does not fit goes, files and all.
    expectError(await post.execute(customer(ada), first.id, body, [file(2, 101)]), 'conflict');
    expect(world.files.removed).toEqual(['attachment-2.pdf']);

    expectOk(await post.execute(customer(ada), second.id, body, [file(3, 500)]));
    expectError(
      await authorize.execute(customer(ada), target(second.id, 200)),
      'conflict',
      "Files on all of this customer's projects are limited to 0 MB in all, and these would go past it: send fewer or smaller files.",
    );
  });
});
