import { describe, expect, it } from 'vitest';
import { ok } from '../src';
import { AnswerShowcaseConsent } from '../src/use-cases/answer-showcase-consent';
import { GetPublicShowcase } from '../src/use-cases/get-public-showcase';
import { GetShowcaseConsent } from '../src/use-cases/get-showcase-consent';
import { GetShowcasePhoto } from '../src/use-cases/get-showcase-photo';
import { PublishPiece } from '../src/use-cases/publish-piece';
import { ADMIN, createWorld, customer, expectError, expectOk } from './world';

const PHOTO = {
  path: 'p/top.jpg',
  thumbnailPath: 'p/top-thumb.jpg',
  originalName: 'top.jpg',
  width: 1600,
  height: 1200,
};

async function setup(status: 'completed' | 'in_progress' = 'completed') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada, { status, quoteApproved: true });
  const update = expectOk(
    await world.uow.run(async (tx) =>
      ok(
        await tx.progress.create(
          {
            projectId: project.id,
            kind: 'update',
            authorName: null,
            milestone: 'Finishing',
            note: null,
            photos: [PHOTO],
          },
          world.clock.now(),
        ),
      ),
    ),
  );
  return {
    world,
    asAda: customer(ada),
    project,
    update,
    answer: new AnswerShowcaseConsent(world.deps),
    get: new GetShowcaseConsent(world.deps),
    publish: new PublishPiece(world.deps),
    showcase: new GetPublicShowcase(world.deps),
    photo: new GetShowcasePhoto(world.deps),
  };
}

const piece = (updateId: number) => ({
  title: 'Walnut Dining Table',
  text: 'Seats eight, oiled by hand.',
  photos: [{ updateId, n: 1 }],
});

describe('showing a finished piece', () => {
  it('records the customer’s answer, which they can change', async () => {
    const { asAda, project, answer, get } = await setup();
    expect(expectOk(await get.execute(asAda, project.id))).toBeNull();
    expect(expectOk(await answer.execute(asAda, project.id, { allowed: true }))).toMatchObject({
      allowed: true,
    });
    expectOk(await answer.execute(asAda, project.id, { allowed: false }));
    expect(expectOk(await get.execute(ADMIN, project.id))).toMatchObject({ allowed: false });
  });

  it('refuses to publish without the customer’s yes, and writes nothing', async () => {
    const { world, asAda, project, update, answer, publish } = await setup();
    expectError(
      await publish.execute(ADMIN, project.id, piece(update.id)),
      'conflict',
      'The customer has not agreed to show this piece.',
    );
    expectOk(await answer.execute(asAda, project.id, { allowed: false }));
    expectError(
      await publish.execute(ADMIN, project.id, piece(update.id)),
      'conflict',
      'The customer has not agreed to show this piece.',
    );
    expect(world.tables().pieces).toEqual([]);
  });

  it('with a yes, the workshop publishes the piece with the chosen progress photos in one step', async () => {
    const { asAda, project, update, answer, publish } = await setup();
    expectOk(await answer.execute(asAda, project.id, { allowed: true }));
    expect(expectOk(await publish.execute(ADMIN, project.id, piece(update.id)))).toMatchObject({
      projectId: project.id,
      title: 'Walnut Dining Table',
      text: 'Seats eight, oiled by hand.',
      photos: [PHOTO],
    });
    expectError(
      await publish.execute(ADMIN, project.id, {
        ...piece(update.id),
        photos: [{ updateId: update.id, n: 2 }],
      }),
      'validation',
      'Please choose photos of this project',
    );
    expectError(await publish.execute(asAda, project.id, piece(update.id)), 'forbidden');
  });

  it('asks only about a completed piece', async () => {
    const { asAda, project, answer } = await setup('in_progress');
    expectError(
      await answer.execute(asAda, project.id, { allowed: true }),
      'conflict',
      'Only a completed piece can be shown.',
    );
  });

  it('shows a published piece to anyone, without the customer, until the customer says no', async () => {
    const { asAda, project, update, answer, publish, showcase, photo } = await setup();
    expectOk(await answer.execute(asAda, project.id, { allowed: true }));
    const published = expectOk(await publish.execute(ADMIN, project.id, piece(update.id)));

    const shown = expectOk(await showcase.execute());
    expect(shown.pieces).toEqual([
      {
        id: published.id,
        title: 'Walnut Dining Table',
        text: 'Seats eight, oiled by hand.',
        photos: [{ width: 1600, height: 1200 }],
      },
    ]);
    expect(expectOk(await photo.execute(published.id, 1))).toEqual(PHOTO);
    expectError(await photo.execute(published.id, 2), 'not_found', 'Photo not found');

    expectOk(await answer.execute(asAda, project.id, { allowed: false }));
    expect(expectOk(await showcase.execute()).pieces).toEqual([]);
    expectError(await photo.execute(published.id, 1), 'not_found', 'Photo not found');
  });
});
