import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, ok } from '../../src';
import { createWorld, expectOk, type World } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const progress = NOTIFICATIONS['progress-posted'];

const photo = (n: number) => ({
  path: `photo-${n}.jpg`,
  thumbnailPath: `photo-${n}-small.jpg`,
  originalName: `bench-${n}.jpg`,
  width: 1200,
  height: 800,
});

async function post(world: World, projectId: number, photos = [photo(1), photo(2)]) {
  return expectOk(
    await world.uow.run(async (tx) =>
      ok(
        await tx.progress.create(
          {
            projectId,
            kind: 'update',
            authorName: 'Sam',
            milestone: 'Glue-up',
            note: 'Clamped overnight.',
            photos,
          },
          world.clock.now(),
        ),
      ),
    ),
  );
}

describe('progress-posted (ProgressPosted)', () => {
  it('shows the customer the update, with the first photo small', async () => {
    const world = createWorld();
    const { request } = await customerProject(world, { status: 'in_progress' });
    const update = await post(world, request.id);

    const email = await planned(world, progress, {
      type: 'ProgressPosted',
      requestId: request.id,
      updateId: update.id,
      milestone: 'Glue-up',
      photoCount: 2,
      actor: 'admin',
      by: null,
    });

    expect(email).toEqual({
      to: 'ada@example.com',
      data: {
        ...detailsOf(request),
        milestone: 'Glue-up',
        note: 'Clamped overnight.',
        photoCount: 2,
        thumbnail: { path: 'photo-1-small.jpg', alt: 'Workshop photo: Glue-up' },
      },
      afterSent: null,
    });
  });

  it("never shows another project's update", async () => {
    const world = createWorld();
    const { request } = await customerProject(world, { status: 'in_progress' });
    const other = await world.seedRequest(await world.seedCustomer(), { status: 'in_progress' });
    const elsewhere = await post(world, other.id);

    const email = await planned(world, progress, {
      type: 'ProgressPosted',
      requestId: request.id,
      updateId: elsewhere.id,
      milestone: 'Glue-up',
      photoCount: 2,
      actor: 'admin',
      by: null,
    });

    expect(email).toBeNull();
  });
});
