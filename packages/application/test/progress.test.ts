import { toPayload, type RequestStatus } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { DeliverEventEmails, type ProgressPhoto } from '../src';
import { CustomerDeleteRequest } from '../src/use-cases/customer-delete-request';
import { DeleteRequest } from '../src/use-cases/delete-request';
import { GetProgressPhoto } from '../src/use-cases/get-progress-photo';
import { IssueResetToken } from '../src/use-cases/issue-reset-token';
import { IssueStaffInvitation } from '../src/use-cases/issue-staff-invitation';
import { IssueTemporaryPassword } from '../src/use-cases/issue-temporary-password';
import { ListProgress } from '../src/use-cases/list-progress';
import { MarkComplete } from '../src/use-cases/mark-complete';
import { MarkProgressRead } from '../src/use-cases/mark-progress-read';
import { PostProgress } from '../src/use-cases/post-progress';
import {
  ADMIN,
  NOBODY,
  WORKSHOP_EMAIL,
  createWorld,
  customer,
  expectError,
  expectOk,
} from './world';

let photoCount = 0;
/** A photo as the upload path hands it over: already stored, with its thumbnail. */
function storedPhoto(world: ReturnType<typeof createWorld>): ProgressPhoto {
  photoCount += 1;
  const name = photoCount.toString(16).padStart(32, '0');
  const photo = {
    path: `${name}.jpg`,
    thumbnailPath: `${name.replace(/^0/, 'f')}.jpg`,
    originalName: `bench-${photoCount}.jpg`,
    width: 1600,
    height: 1200,
  };
  world.files.stored.set(photo.path, world.clock.now());
  world.files.stored.set(photo.thumbnailPath, world.clock.now());
  return photo;
}

async function setup(status: RequestStatus = 'in_progress') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const eve = await world.seedCustomer({ email: 'eve@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteApproved: status === 'in_progress' || status === 'completed',
  });
  return {
    world,
    ada,
    eve,
    project,
    post: new PostProgress(world.deps),
    list: new ListProgress(world.deps),
    read: new MarkProgressRead(world.deps),
    photo: new GetProgressPhoto(world.deps),
  };
}

describe('PostProgress', () => {
  it('records the update with its photos and announces it in the outbox', async () => {
    const { world, project, post } = await setup();
    const photos = [storedPhoto(world), storedPhoto(world)];
    const update = expectOk(
      await post.execute(ADMIN, project.id, {
        fields: { milestone: 'Cutting & joinery', note: 'Dovetails cut by hand.' },
        photos,
      }),
    );
    expect(update).toMatchObject({
      projectId: project.id,
      kind: 'update',
      milestone: 'Cutting & joinery',
      note: 'Dovetails cut by hand.',
      photos,
      readByCustomer: false,
      postedAt: world.clock.now(),
    });
    expect(world.events()).toEqual([
      {
        type: 'ProgressPosted',
        requestId: project.id,
        updateId: update.id,
        milestone: 'Cutting & joinery',
        photoCount: 2,
        actor: 'admin',
        by: null,
      },
    ]);
    expect(world.files.removed).toEqual([]);
  });

  it.each(['new', 'quoted', 'completed', 'declined'] as const)(
    'refuses a %s project with the lifecycle rule, and drops the stored photos',
    async (status) => {
      const { world, project, post } = await setup(status);
      const photo = storedPhoto(world);
      const error = expectError(
        await post.execute(ADMIN, project.id, {
          fields: { milestone: 'Assembly' },
          photos: [photo],
        }),
        'conflict',
        'Progress can only be posted on a project in progress.',
      );
      expect(error).toMatchObject({ rule: 'POST_PROGRESS' });
      expect(world.store.tables.progress).toEqual([]);
      expect(world.events()).toEqual([]);
      expect(world.files.removed).toEqual([photo.path, photo.thumbnailPath]);
    },
  );

  it('is for the workshop only: a visitor must sign in, a customer is refused', async () => {
    const { world, ada, project, post } = await setup();
    const command = { fields: { milestone: 'Assembly' }, photos: [storedPhoto(world)] };
    expectError(await post.execute(NOBODY, project.id, command), 'unauthenticated');
    expectError(await post.execute(customer(ada), project.id, command), 'forbidden');
    expect(world.store.tables.progress).toEqual([]);
  });

  it('refuses a missing milestone and more than six photos with a message', async () => {
    const { world, project, post } = await setup();
    expectError(
      await post.execute(ADMIN, project.id, { fields: { note: 'hi' }, photos: [] }),
      'validation',
      'Please choose a milestone or describe it',
    );
    const seven = Array.from({ length: 7 }, () => storedPhoto(world));
    expectError(
      await post.execute(ADMIN, project.id, { fields: { milestone: 'Assembly' }, photos: seven }),
      'validation',
      'At most 6 photos can be posted',
    );
    expect(world.files.removed).toHaveLength(14);
  });

  it('answers an unknown project as not found', async () => {
    const { world, post } = await setup();
    expectError(
      await post.execute(ADMIN, 999, {
        fields: { milestone: 'Assembly' },
        photos: [storedPhoto(world)],
      }),
      'not_found',
    );
  });
});

describe('ListProgress, MarkProgressRead, GetProgressPhoto', () => {
  async function posted() {
    const context = await setup();
    const { world, project, post } = context;
    const first = expectOk(
      await post.execute(ADMIN, project.id, {
        fields: { milestone: 'Materials selected' },
        photos: [storedPhoto(world)],
      }),
    );
    world.clock.advance(60_000);
    const second = expectOk(
      await post.execute(ADMIN, project.id, {
        fields: { milestone: 'Glue-up of the top', note: 'Clamped overnight' },
        photos: [storedPhoto(world), storedPhoto(world)],
      }),
    );
    return { ...context, first, second };
  }

  it('lists newest first to the project’s customer and the workshop, nobody else', async () => {
    const { ada, eve, project, list, first, second } = await posted();
    const forAda = expectOk(await list.execute(customer(ada), project.id));
    expect(forAda.map((update) => update.id)).toEqual([second.id, first.id]);
    expect(expectOk(await list.execute(ADMIN, project.id))).toEqual(forAda);
    expectError(await list.execute(customer(eve), project.id), 'not_found', 'Project not found');
    expectError(await list.execute(NOBODY, project.id), 'unauthenticated');
  });

  it('keeps updates unread for the customer until they open the timeline', async () => {
    const { world, ada, eve, project, read, list } = await posted();
    expectError(await read.execute(customer(eve), project.id), 'not_found');
    expectError(await read.execute(ADMIN, project.id), 'forbidden');
    expect(world.store.tables.progress.every((update) => !update.readByCustomer)).toBe(true);
    expect(expectOk(await read.execute(customer(ada), project.id))).toEqual({ marked: 2 });
    expect(expectOk(await read.execute(customer(ada), project.id))).toEqual({ marked: 0 });
    const listed = expectOk(await list.execute(customer(ada), project.id));
    expect(listed.every((update) => update.readByCustomer)).toBe(true);
  });

  it('hands out a photo and its thumbnail only to whom the project belongs', async () => {
    const { ada, eve, project, photo, second } = await posted();
    const ask = (n: number, size: 'full' | 'thumbnail' = 'full') => ({
      projectId: project.id,
      updateId: second.id,
      n,
      size,
    });
    expect(expectOk(await photo.execute(customer(ada), ask(2)))).toEqual({
      path: second.photos[1]?.path,
      downloadName: `project-${project.id}-update-${second.id}-photo-2.jpg`,
    });
    expect(expectOk(await photo.execute(ADMIN, ask(1, 'thumbnail')))).toEqual({
      path: second.photos[0]?.thumbnailPath,
      downloadName: `thumbnail-project-${project.id}-update-${second.id}-photo-1.jpg`,
    });
    expectError(await photo.execute(customer(eve), ask(1)), 'not_found', 'Project not found');
    expectError(await photo.execute(NOBODY, ask(1)), 'unauthenticated');
    expectError(await photo.execute(ADMIN, ask(3)), 'not_found', 'Photo not found');
    expectError(
      await photo.execute(ADMIN, { ...ask(1), updateId: second.id + 100 }),
      'not_found',
      'Photo not found',
    );
  });

  it('marking the project complete adds the last entry to the timeline', async () => {
    const { world, ada, project, list } = await posted();
    expectOk(
      await new MarkComplete(world.deps).execute(ADMIN, project.id, {
        status: 'completed',
        notes: 'Ready for pickup on Friday',
      }),
    );
    const [last] = expectOk(await list.execute(customer(ada), project.id));
    expect(last).toMatchObject({
      kind: 'completion',
      milestone: 'Completed',
      note: 'Ready for pickup on Friday',
      photos: [],
      readByCustomer: false,
    });
  });

  it('deleting the project removes every photo and thumbnail from storage', async () => {
    const { world, project, first, second } = await posted();
    expectOk(await new DeleteRequest(world.deps).execute(ADMIN, project.id));
    const files = [...first.photos, ...second.photos].flatMap((photo) => [
      photo.path,
      photo.thumbnailPath,
    ]);
    expect([...world.files.removed].sort()).toEqual([...files].sort());
    expect(world.store.tables.progress).toEqual([]);
  });

  it('the customer’s delete path removes them too (a declined project that had updates)', async () => {
    const { world, ada, project } = await posted();
    // Progress only happens in progress, which a customer cannot delete; a project whose rows
    // somehow carry photos still loses them with it.
    const index = world.store.tables.requests.findIndex((row) => row.id === project.id);
    const row = world.store.tables.requests[index];
    if (!row) throw new Error('no project');
    world.store.tables.requests[index] = { ...row, status: 'quoted' };
    // Not approved: its acceptance (and the signed copy with it) go.
    const { tables } = world.store;
    tables.acceptances = tables.acceptances.filter((a) => a.requestId !== project.id);
    tables.signedCopies = tables.signedCopies.filter((c) => c.requestId !== project.id);
    expectOk(await new CustomerDeleteRequest(world.deps).execute(customer(ada), project.id));
    expect(world.files.removed).toHaveLength(6);
    expect(world.files.stored.size).toBe(0);
  });
});

describe('the ProgressPosted email', () => {
  it('goes to the customer’s account address with the milestone, note and first thumbnail', async () => {
    const { world, project, post } = await setup();
    const photos = [storedPhoto(world), storedPhoto(world)];
    expectOk(
      await post.execute(ADMIN, project.id, {
        fields: { milestone: 'Finishing', note: 'Three coats of hard wax oil.' },
        photos,
      }),
    );
    const deliver = new DeliverEventEmails({
      uow: world.uow,
      clock: world.clock,
      mailer: world.mailer,
      issueTemporaryPassword: new IssueTemporaryPassword(world.deps),
      issueResetToken: new IssueResetToken(world.deps),
      issueStaffInvitation: new IssueStaffInvitation(world.deps),
      settings: { workshopEmail: WORKSHOP_EMAIL },
    });
    const [event] = world.events();
    if (!event) throw new Error('no event');
    expectOk(await deliver.execute({ id: 'event-1', occurredAt: '', event: toPayload(event) }));
    expect(world.mailer.sent).toEqual([
      {
        template: 'progress-posted',
        to: 'ada@example.com',
        data: expect.objectContaining({
          projectId: project.id,
          milestone: 'Finishing',
          note: 'Three coats of hard wax oil.',
          photoCount: 2,
          thumbnail: { path: photos[0]?.thumbnailPath, alt: 'Workshop photo: Finishing' },
        }),
      },
    ]);
  });
});
