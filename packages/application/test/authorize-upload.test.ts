import { describe, it } from 'vitest';
import { AuthorizeUpload } from '../src/use-cases/authorize-upload';
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
    const target = { kind: 'message-attachments', projectId: project.id } as const;
    expectOk(await authorize.execute(customer(ada), target));
    expectOk(await authorize.execute(ADMIN, target));
    expectError(await authorize.execute(NOBODY, target), 'unauthenticated');
    expectError(await authorize.execute(customer(ben), target), 'not_found', 'Project not found');
    expectError(
      await authorize.execute(customer(ada), { ...target, projectId: project.id + 1000 }),
      'not_found',
    );
  });

  it('lets only the workshop send progress photos, to a project that exists', async () => {
    const { authorize, ada, project } = await setup();
    const target = { kind: 'progress-photos', projectId: project.id } as const;
    expectOk(await authorize.execute(ADMIN, target));
    expectError(await authorize.execute(customer(ada), target), 'forbidden');
    expectError(
      await authorize.execute(ADMIN, { ...target, projectId: project.id + 1000 }),
      'not_found',
    );
  });
});
