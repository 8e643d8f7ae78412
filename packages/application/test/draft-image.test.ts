import { describe, expect, it } from 'vitest';
import { AttachDraftImage, NO_IMAGE_MESSAGE } from '../src/use-cases/attach-draft-image';
import { RemoveDraftImage } from '../src/use-cases/remove-draft-image';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { NOBODY, createWorld, expectError, expectOk, type World } from './world';

const SESSION = 'session_1740819600000_a1b2c3d4e';
const A = { path: '0123456789abcdef0123456789abcdef.png', originalName: 'oak bench.png' };
const B = { path: 'fedcba9876543210fedcba9876543210.jpg', originalName: 'better.jpg' };

function attach(
  world: World,
  image = A,
  fields: unknown = { sessionId: SESSION, furnitureType: 'desk' },
) {
  return new AttachDraftImage(world.deps).execute({ fields, image });
}

function remove(world: World, reference: string, sessionId = SESSION) {
  return new RemoveDraftImage(world.deps).execute({ sessionId, reference });
}

describe('AttachDraftImage', () => {
  it('starts the draft with the image when none was saved yet, and answers its reference', async () => {
    const world = createWorld();
    expect(expectOk(await attach(world))).toEqual({
      reference: A.path,
      originalName: 'oak bench.png',
    });
    expect(world.store.tables.customizations).toEqual([
      expect.objectContaining({
        sessionId: SESSION,
        furnitureType: 'desk',
        imagePath: A.path,
        imageOriginalName: 'oak bench.png',
        completed: false,
      }),
    ]);
  });

  it('puts the image on a saved draft without touching its design, and a draft save keeps it', async () => {
    const world = createWorld();
    const save = (fields: Record<string, string>) =>
      new SaveCustomization(world.deps).execute({
        fields: { sessionId: SESSION, furnitureType: 'table', style: 'rustic', ...fields },
        image: null,
      });
    expectOk(await save({}));
    expectOk(await attach(world));
    expect(world.store.tables.customizations[0]).toMatchObject({
      furnitureType: 'table',
      style: 'rustic',
      imagePath: A.path,
    });
    expectOk(await save({ style: 'modern' }));
    expect(world.store.tables.customizations[0]).toMatchObject({
      style: 'modern',
      imagePath: A.path,
    });
  });

  it('replaces the image the draft had, and removes the old file', async () => {
    const world = createWorld();
    expectOk(await attach(world, A));
    expectOk(await attach(world, B));
    expect(world.store.tables.customizations[0]).toMatchObject({ imagePath: B.path });
    expect(world.files.removed).toEqual([A.path]);
  });

  it.each([
    [{ furnitureType: 'desk' }, 'Session ID is required'],
    [{ sessionId: SESSION }, 'Furniture type is required'],
    ['not an object', 'Expected a JSON object'],
  ])('refuses %j, and removes the upload', async (fields, message) => {
    const world = createWorld();
    expectError(await attach(world, A, fields), 'validation', message);
    expect(world.store.tables.customizations).toEqual([]);
    expect(world.files.removed).toEqual([A.path]);
  });

  it('refuses a call without an image', async () => {
    const world = createWorld();
    const result = await new AttachDraftImage(world.deps).execute({
      fields: { sessionId: SESSION, furnitureType: 'desk' },
      image: null,
    });
    expectError(result, 'validation', NO_IMAGE_MESSAGE);
  });

  it('refuses a draft already sent as a project, and removes the upload', async () => {
    const world = createWorld();
    expectOk(await attach(world, A));
    expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada', email: 'ada@example.com' },
        image: null,
        sessionId: SESSION,
        imageRef: A.path,
      }),
    );
    expectError(await attach(world, B), 'conflict', 'This design has already been submitted.');
    expect(world.files.removed).toEqual([B.path]);
  });
});

describe('RemoveDraftImage', () => {
  it("takes the image off the draft and deletes it, if it is still the draft's", async () => {
    const world = createWorld();
    expectOk(await attach(world, A));
    expect(expectOk(await remove(world, A.path))).toEqual({ removed: true });
    expect(world.store.tables.customizations[0]).toMatchObject({
      imagePath: null,
      imageOriginalName: null,
    });
    expect(world.files.removed).toEqual([A.path]);
  });

  it('leaves a newer image alone, and another session cannot remove it', async () => {
    const world = createWorld();
    expectOk(await attach(world, A));
    expectOk(await attach(world, B));
    expect(expectOk(await remove(world, A.path))).toEqual({ removed: false });
    expect(expectOk(await remove(world, B.path, 'session_2_zzzzzzzzz'))).toEqual({
      removed: false,
    });
    expect(world.store.tables.customizations[0]).toMatchObject({ imagePath: B.path });
    expect(world.files.removed).toEqual([A.path]);
  });

  it('never removes the image of a design sent as a project (the project shares it)', async () => {
    const world = createWorld();
    expectOk(await attach(world, A));
    expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada', email: 'ada@example.com' },
        image: null,
        sessionId: SESSION,
        imageRef: A.path,
      }),
    );
    expectError(await remove(world, A.path), 'conflict', 'This design has already been submitted.');
    expect(world.files.removed).toEqual([]);
  });

  it('refuses a reference that is not a stored name', async () => {
    const world = createWorld();
    expectError(
      await remove(world, '../../etc/passwd'),
      'validation',
      'The image reference is not one this site gave out',
    );
  });
});
