import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  buildRequestDescription,
  createWizardMachine,
  type ImageCandidate,
  type RemoveImageInput,
  type SaveDraftInput,
  type SubmitRequestInput,
  type SubmitRequestOutput,
  type UploadImageInput,
  type UploadImageOutput,
  type WizardEmitted,
  type WizardMachine,
} from '../src';

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const TEN_MB = 10 * 1024 * 1024;
const SESSION_ID = 'session_1700000000000_k3j9x2m1q';

const photo: ImageCandidate = { name: 'walnut-desk.jpg', type: 'image/jpeg', size: 250_000 };

type WizardActor = Actor<WizardMachine>;

interface Harness {
  readonly actor: WizardActor;
  readonly saves: SaveDraftInput[];
  readonly submits: SubmitRequestInput[];
  readonly uploads: UploadImageInput<ImageCandidate>[];
  readonly removals: RemoveImageInput[];
  readonly emitted: WizardEmitted[];
}

interface HarnessOptions {
  readonly save?: (input: SaveDraftInput) => Promise<unknown>;
  readonly submit?: (input: SubmitRequestInput) => Promise<SubmitRequestOutput>;
  readonly upload?: (input: UploadImageInput<ImageCandidate>) => Promise<UploadImageOutput>;
  readonly remove?: (input: RemoveImageInput) => Promise<unknown>;
}

function startWizard(options: HarnessOptions = {}): Harness {
  const saves: SaveDraftInput[] = [];
  const submits: SubmitRequestInput[] = [];
  const uploads: UploadImageInput<ImageCandidate>[] = [];
  const removals: RemoveImageInput[] = [];
  const emitted: WizardEmitted[] = [];
  const machine = createWizardMachine().provide({
    actors: {
      saveDraft: fromPromise<unknown, SaveDraftInput>(({ input }) => {
        saves.push(input);
        return options.save ? options.save(input) : Promise.resolve({});
      }),
      submitRequest: fromPromise<SubmitRequestOutput, SubmitRequestInput>(({ input }) => {
        submits.push(input);
        return options.submit ? options.submit(input) : Promise.resolve({ message: 'Thanks' });
      }),
      uploadImage: fromPromise<UploadImageOutput, UploadImageInput<ImageCandidate>>(({ input }) => {
        uploads.push(input);
        return options.upload
          ? options.upload(input)
          : Promise.resolve({ reference: `ref-${uploads.length}` });
      }),
      removeImage: fromPromise<unknown, RemoveImageInput>(({ input }) => {
        removals.push(input);
        return options.remove ? options.remove(input) : Promise.resolve({});
      }),
    },
  });
  const actor = createActor(machine, { input: { sessionId: SESSION_ID } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, saves, submits, uploads, removals, emitted };
}

const isUploading = (actor: WizardActor) =>
  actor.getSnapshot().matches({ active: { upload: 'uploading' } });

async function uploaded(actor: WizardActor): Promise<void> {
  await waitFor(actor, (snapshot) => !snapshot.matches({ active: { upload: 'uploading' } }));
}

const context = (actor: WizardActor) => actor.getSnapshot().context;
const step = (actor: WizardActor) => context(actor).step;
const isSaving = (actor: WizardActor) =>
  actor.getSnapshot().matches({ active: { save: 'saving' } });

async function next(actor: WizardActor): Promise<void> {
  actor.send({ type: 'NEXT' });
  await waitFor(actor, (snapshot) => !snapshot.matches({ active: { save: 'saving' } }));
}

function fillStep4(actor: WizardActor): void {
  actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'solid-wood' });
  actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'walnut' });
  actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'wood' });
  actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'oil-finish' });
}

async function reachStep(actor: WizardActor, target: number): Promise<void> {
  while (step(actor) < target) {
    switch (step(actor)) {
      case 1:
        actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
        break;
      case 3:
        actor.send({ type: 'CHOOSE_STYLE', value: 'scandinavian' });
        break;
      case 4:
        fillStep4(actor);
        break;
    }
    const before = step(actor);
    await next(actor);
    expect(step(actor)).toBe(before + 1);
  }
}

function fillContact(actor: WizardActor): void {
  actor.send({ type: 'SET_TEXT', field: 'fullName', value: 'Grace Hopper' });
  actor.send({ type: 'SET_TEXT', field: 'email', value: 'grace@example.com' });
}

describe('wizard machine: start', () => {
  it('starts on step 1 with an empty draft, no image and no errors', () => {
    const { actor } = startWizard();
    expect(context(actor)).toEqual({
      sessionId: SESSION_ID,
      step: 1,
      furthestStep: 1,
      draft: EMPTY_DRAFT,
      image: null,
      removing: null,
      saveError: null,
      submitError: null,
      submitMessage: null,
      requestId: null,
    });
    expect(actor.getSnapshot().matches({ active: { form: 'editing', save: 'idle' } })).toBe(true);
  });
});

describe('wizard machine: moving between steps', () => {
  it('does not allow Previous on step 1', () => {
    const { actor } = startWizard();
    actor.send({ type: 'PREVIOUS' });
    expect(step(actor)).toBe(1);
  });

  it('Previous moves back one step', async () => {
    const { actor } = startWizard();
    await reachStep(actor, 3);
    actor.send({ type: 'PREVIOUS' });
    expect(step(actor)).toBe(2);
    actor.send({ type: 'PREVIOUS' });
    expect(step(actor)).toBe(1);
    actor.send({ type: 'PREVIOUS' });
    expect(step(actor)).toBe(1);
  });

  it('step 1: Next needs a furniture type', async () => {
    const { actor, saves } = startWizard();
    await next(actor);
    expect(step(actor)).toBe(1);
    expect(saves).toHaveLength(0);
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    await next(actor);
    expect(step(actor)).toBe(2);
    expect(saves).toHaveLength(1);
  });

  it('step 2: Next is always allowed, the image is optional', async () => {
    const { actor } = startWizard();
    await reachStep(actor, 2);
    await next(actor);
    expect(step(actor)).toBe(3);
    expect(context(actor).image).toBeNull();
  });

  it('step 3: Next needs a style', async () => {
    const { actor } = startWizard();
    await reachStep(actor, 3);
    await next(actor);
    expect(step(actor)).toBe(3);
    actor.send({ type: 'CHOOSE_STYLE', value: 'modern' });
    await next(actor);
    expect(step(actor)).toBe(4);
  });

  it('step 3: a style the furniture type does not offer is not taken', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'locker' });
    actor.send({ type: 'CHOOSE_STYLE', value: 'rustic' });
    expect(context(actor).draft.style).toBe('');
    actor.send({ type: 'CHOOSE_STYLE', value: 'industrial' });
    expect(context(actor).draft.style).toBe('industrial');
  });

  it('step 4: Next needs all four material and finish choices', async () => {
    const { actor } = startWizard();
    await reachStep(actor, 4);
    fillStep4(actor);
    await next(actor);
    expect(step(actor)).toBe(5);
  });

  it.each([
    [
      'constructionMaterial',
      [
        { type: 'CHOOSE_SURFACE_FINISH', value: 'painted' },
        { type: 'CHOOSE_SPECIFIC_FINISH', value: 'matte-paint' },
      ],
    ],
    [
      'specificMaterial',
      [
        { type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' },
        { type: 'CHOOSE_SURFACE_FINISH', value: 'painted' },
        { type: 'CHOOSE_SPECIFIC_FINISH', value: 'matte-paint' },
      ],
    ],
    [
      'surfaceFinish',
      [
        { type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' },
        { type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'standard-mdf' },
      ],
    ],
    [
      'specificFinish',
      [
        { type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' },
        { type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'standard-mdf' },
        { type: 'CHOOSE_SURFACE_FINISH', value: 'painted' },
      ],
    ],
  ] as const)('step 4: Next is refused without %s', async (missing, events) => {
    const { actor } = startWizard();
    await reachStep(actor, 4);
    for (const event of events) actor.send(event);
    expect(context(actor).draft[missing]).toBe('');
    await next(actor);
    expect(step(actor)).toBe(4);
  });

  it('steps 5, 6 and 7: Next is always allowed', async () => {
    const { actor } = startWizard();
    await reachStep(actor, 5);
    await next(actor);
    expect(step(actor)).toBe(6);
    await next(actor);
    expect(step(actor)).toBe(7);
    await next(actor);
    expect(step(actor)).toBe(8);
  });

  it.each([
    ['no full name', '', 'grace@example.com'],
    ['a blank full name', '   ', 'grace@example.com'],
    ['no email', 'Grace Hopper', ''],
    ['an invalid email', 'Grace Hopper', 'grace@'],
    ['an email without a domain dot', 'Grace Hopper', 'grace@example'],
  ])('step 8: Next is refused with %s', async (_case, fullName, email) => {
    const { actor, submits } = startWizard();
    await reachStep(actor, 8);
    actor.send({ type: 'SET_TEXT', field: 'fullName', value: fullName });
    actor.send({ type: 'SET_TEXT', field: 'email', value: email });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(8);
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(submits).toHaveLength(0);
  });
});

describe('wizard machine: choices', () => {
  it('a different construction material clears the specific material', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'solid-wood' });
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    expect(context(actor).draft.specificMaterial).toBe('oak');
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'veneered' });
    expect(context(actor).draft.constructionMaterial).toBe('veneered');
    expect(context(actor).draft.specificMaterial).toBe('');
  });

  it('choosing the same construction material keeps the specific material', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'solid-wood' });
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'solid-wood' });
    expect(context(actor).draft.specificMaterial).toBe('oak');
  });

  it('a specific material must belong to the chosen construction material', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    expect(context(actor).draft.specificMaterial).toBe('');
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' });
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    expect(context(actor).draft.specificMaterial).toBe('');
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'moisture-resistant-mdf' });
    expect(context(actor).draft.specificMaterial).toBe('moisture-resistant-mdf');
  });

  it('a different surface finish clears the specific finish', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'laminated' });
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'textured-laminate' });
    expect(context(actor).draft.specificFinish).toBe('textured-laminate');
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'wood' });
    expect(context(actor).draft.surfaceFinish).toBe('wood');
    expect(context(actor).draft.specificFinish).toBe('');
  });

  it('choosing the same surface finish keeps the specific finish', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'laminated' });
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'textured-laminate' });
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'laminated' });
    expect(context(actor).draft.specificFinish).toBe('textured-laminate');
  });

  it('a specific finish must belong to the chosen surface finish', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'shellac' });
    expect(context(actor).draft.specificFinish).toBe('');
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'painted' });
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'shellac' });
    expect(context(actor).draft.specificFinish).toBe('');
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'high-gloss-paint' });
    expect(context(actor).draft.specificFinish).toBe('high-gloss-paint');
  });

  it('features toggle on and off', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Hutch' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Drawers' });
    expect(context(actor).draft.features).toEqual(['Hutch', 'Drawers']);
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Hutch' });
    expect(context(actor).draft.features).toEqual(['Drawers']);
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Drawers' });
    expect(context(actor).draft.features).toEqual([]);
  });

  it('records dimensions as typed, text fields and the timeline', () => {
    const { actor } = startWizard();
    actor.send({ type: 'SET_DIMENSION', key: 'width', value: '60' });
    actor.send({ type: 'SET_DIMENSION', key: 'height', value: 'about 30' });
    actor.send({ type: 'SET_DIMENSION', key: 'width', value: '62.5' });
    actor.send({ type: 'SET_TEXT', field: 'hardware', value: 'Brass pulls' });
    actor.send({ type: 'SET_TEXT', field: 'upholstery', value: 'None' });
    actor.send({ type: 'SET_TEXT', field: 'notes', value: 'Fits an alcove' });
    actor.send({ type: 'SET_TEXT', field: 'phone', value: '555-0199' });
    actor.send({ type: 'CHOOSE_TIMELINE', value: 'asap' });
    const { draft } = context(actor);
    expect(draft.dimensions).toEqual({ width: '62.5', height: 'about 30' });
    expect(draft).toMatchObject({
      hardware: 'Brass pulls',
      upholstery: 'None',
      notes: 'Fits an alcove',
      phone: '555-0199',
      timeline: 'asap',
    });
    actor.send({ type: 'CHOOSE_TIMELINE', value: '' });
    expect(context(actor).draft.timeline).toBe('');
  });

  it('a new furniture type drops the style, features and dimensions it does not offer', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'CHOOSE_STYLE', value: 'rustic' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Live Edge' });
    actor.send({ type: 'SET_DIMENSION', key: 'length', value: '72' });
    actor.send({ type: 'SET_DIMENSION', key: 'width', value: '36' });
    actor.send({ type: 'SET_DIMENSION', key: 'height', value: '30' });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'locker' });
    expect(context(actor).draft).toMatchObject({
      furnitureType: 'locker',
      style: '',
      features: [],
      dimensions: { width: '36', height: '30' },
    });
  });

  it('a new furniture type keeps the style, features and dimensions it also offers', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'cabinet' });
    actor.send({ type: 'CHOOSE_STYLE', value: 'modern' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Glass Panels' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Crown Molding' });
    actor.send({ type: 'SET_DIMENSION', key: 'depth', value: '24' });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'storage' });
    expect(context(actor).draft).toMatchObject({
      furnitureType: 'storage',
      style: 'modern',
      features: ['Glass Panels'],
      dimensions: { depth: '24' },
    });
  });

  it('choosing the same furniture type again changes nothing', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'locker' });
    actor.send({ type: 'SET_DIMENSION', key: 'compartments', value: '4' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Coat Hooks' });
    const before = context(actor).draft;
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'locker' });
    expect(context(actor).draft).toBe(before);
  });
});

describe('wizard machine: image', () => {
  it.each([
    { name: 'a.jpeg', type: 'image/jpeg', size: 1 },
    { name: 'a.jpg', type: 'image/jpeg', size: 2048 },
    { name: 'a.png', type: 'image/png', size: 2048 },
    { name: 'a.gif', type: 'image/gif', size: 2048 },
    { name: 'max.png', type: 'image/png', size: TEN_MB },
  ])('takes a single $name of $size bytes and uploads it at once', async (file) => {
    const { actor, uploads } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'cabinet' });
    actor.send({ type: 'SELECT_IMAGE', files: [file] });
    expect(context(actor).image).toEqual({ status: 'uploading', file });
    expect(uploads).toEqual([{ sessionId: SESSION_ID, furnitureType: 'cabinet', image: file }]);
    await uploaded(actor);
    expect(context(actor).image).toEqual({ status: 'uploaded', file, reference: 'ref-1' });
  });

  it.each([
    ['two files', [photo, { name: 'b.png', type: 'image/png', size: 10 }]],
    ['a file one byte over 10 MB', [{ name: 'big.jpg', type: 'image/jpeg', size: TEN_MB + 1 }]],
    ['a pdf', [{ name: 'plan.pdf', type: 'application/pdf', size: 2048 }]],
    ['an empty file', [{ name: 'empty.png', type: 'image/png', size: 0 }]],
    ['no file', []],
  ])('ignores %s and keeps the previous image', async (_case, files) => {
    const { actor, uploads } = startWizard();
    actor.send({ type: 'SELECT_IMAGE', files });
    expect(context(actor).image).toBeNull();
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    actor.send({ type: 'SELECT_IMAGE', files });
    expect(context(actor).image).toEqual({ status: 'uploaded', file: photo, reference: 'ref-1' });
    expect(uploads).toHaveLength(1);
  });

  it('a new image replaces the previous one and stops its upload', async () => {
    const first = deferred<UploadImageOutput>();
    let calls = 0;
    const { actor, uploads } = startWizard({
      upload: () => (++calls === 1 ? first.promise : Promise.resolve({ reference: 'second' })),
    });
    const second = { name: 'second.png', type: 'image/png', size: 99 };
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    actor.send({ type: 'SELECT_IMAGE', files: [second] });
    await uploaded(actor);
    first.resolve({ reference: 'first' });
    await Promise.resolve();
    expect(uploads.map((upload) => upload.image)).toEqual([photo, second]);
    expect(context(actor).image).toEqual({ status: 'uploaded', file: second, reference: 'second' });
  });

  it('REMOVE_IMAGE returns to no image, even while it is uploading', async () => {
    const upload = deferred<UploadImageOutput>();
    const { actor, removals } = startWizard({ upload: () => upload.promise });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    actor.send({ type: 'REMOVE_IMAGE' });
    expect(context(actor).image).toBeNull();
    expect(isUploading(actor)).toBe(false);
    upload.resolve({ reference: 'late' });
    await Promise.resolve();
    expect(context(actor).image).toBeNull();
    expect(removals).toEqual([]);
  });

  it('REMOVE_IMAGE takes an uploaded image off the draft, whatever the answer', async () => {
    const { actor, removals } = startWizard({ remove: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    actor.send({ type: 'REMOVE_IMAGE' });
    expect(context(actor).image).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { upload: 'idle' } }));
    expect(removals).toEqual([{ sessionId: SESSION_ID, reference: 'ref-1' }]);
    expect(context(actor).removing).toBeNull();
  });

  it('a new image chosen while the last one is being removed uploads at once', async () => {
    const removal = deferred<unknown>();
    const { actor, uploads } = startWizard({ remove: () => removal.promise });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    actor.send({ type: 'REMOVE_IMAGE' });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    expect(uploads).toHaveLength(2);
    expect(context(actor).image).toMatchObject({ status: 'uploaded', reference: 'ref-2' });
  });

  it("a refused image keeps the server's reason, and holds Next on its step until replaced or removed", async () => {
    let calls = 0;
    const { actor } = startWizard({
      upload: () =>
        ++calls === 1
          ? Promise.reject(new Error('Image is too large: at most 40 megapixels'))
          : Promise.resolve({ reference: 'good' }),
    });
    await reachStep(actor, 2);
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    expect(context(actor).image).toEqual({
      status: 'refused',
      file: photo,
      error: 'Image is too large: at most 40 megapixels',
    });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    expect(context(actor).image).toMatchObject({ status: 'uploaded', reference: 'good' });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
  });

  it("a refusal without a message reads 'The image could not be uploaded'; Remove settles it", async () => {
    const { actor } = startWizard({ upload: () => Promise.reject(new Error('')) });
    await reachStep(actor, 2);
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    expect(context(actor).image).toMatchObject({ error: 'The image could not be uploaded' });
    actor.send({ type: 'REMOVE_IMAGE' });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
  });

  it('does not hold Next on steps 2-7 while the image uploads, only the request on step 8', async () => {
    const upload = deferred<UploadImageOutput>();
    const { actor, submits } = startWizard({ upload: () => upload.promise });
    await reachStep(actor, 2);
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await reachStep(actor, 8);
    fillContact(actor);
    expect(isUploading(actor)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    upload.resolve({ reference: 'ref-late' });
    await uploaded(actor);
    actor.send({ type: 'NEXT' });
    expect(submits[0]?.imageRef).toBe('ref-late');
  });

  it('a refusal that arrives on a later step can be fixed from there: GO_TO_IMAGE_STEP', async () => {
    const upload = deferred<UploadImageOutput>();
    const { actor } = startWizard({ upload: () => upload.promise });
    actor.send({ type: 'GO_TO_IMAGE_STEP' });
    expect(step(actor)).toBe(1);
    await reachStep(actor, 2);
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await reachStep(actor, 5);
    upload.reject(new Error('The image could not be read'));
    await uploaded(actor);
    actor.send({ type: 'GO_TO_IMAGE_STEP' });
    expect(step(actor)).toBe(2);
    expect(context(actor).image).toMatchObject({ status: 'refused' });
  });

  it('without a provided uploadImage actor the image is refused with a reason', async () => {
    const actor = createActor(createWizardMachine(), { input: { sessionId: SESSION_ID } });
    actor.start();
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await uploaded(actor);
    expect(context(actor).image).toMatchObject({
      status: 'refused',
      error: 'uploadImage actor was not provided',
    });
  });
});

describe('wizard machine: saving the draft on steps 1-7', () => {
  it('advances before the save answers and sends the customization payload', async () => {
    const save = deferred<unknown>();
    const { actor, saves } = startWizard({ save: () => save.promise });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Glass Top' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Metal Legs' });
    actor.send({ type: 'SET_DIMENSION', key: 'length', value: '60' });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    actor.send({ type: 'NEXT' });

    expect(step(actor)).toBe(2);
    expect(isSaving(actor)).toBe(true);
    expect(saves).toHaveLength(1);
    // The image is still on its way: the save leaves the draft's image as it is.
    expect(saves[0]?.fields).toEqual({
      sessionId: SESSION_ID,
      furnitureType: 'table',
      style: '',
      constructionMaterial: '',
      specificMaterial: '',
      surfaceFinish: '',
      specificFinish: '',
      dimensions: '{"length":"60"}',
      hardware: '',
      upholstery: '',
      notes: '',
      fullName: '',
      email: '',
      phone: '',
      timeline: '',
      features: '["Glass Top","Metal Legs"]',
      completed: 'false',
      // Beside the spec's fields: a table's base and leaves, none chosen yet.
      base: '',
      leafCount: '',
      leafLength: '',
    });

    save.resolve({ id: 7 });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    expect(step(actor)).toBe(2);
    expect(context(actor).saveError).toBeNull();
  });

  it('refuses Next while a save is pending', async () => {
    const save = deferred<unknown>();
    const { actor, saves } = startWizard({ save: () => save.promise });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(2);
    expect(saves).toHaveLength(1);

    save.resolve({});
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(3);
    expect(saves).toHaveLength(2);
  });

  it('saves on Next from every step 1 to 7', async () => {
    const { actor, saves } = startWizard();
    await reachStep(actor, 8);
    expect(saves).toHaveLength(7);
    expect(saves.every((save) => save.fields.sessionId === SESSION_ID)).toBe(true);
    expect(saves.at(-1)?.fields).toMatchObject({
      furnitureType: 'desk',
      style: 'scandinavian',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      completed: 'false',
    });
  });

  it('a failed save emits draftSaveFailed, sets saveError and leaves the user on the next step', async () => {
    const save = deferred<unknown>();
    const { actor } = startWizard({ save: () => save.promise });
    const failures: string[] = [];
    actor.on('draftSaveFailed', (event) => failures.push(event.error));
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'cabinet' });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(2);

    save.reject(new Error('Database unavailable'));
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    expect(failures).toEqual(['Database unavailable']);
    expect(context(actor).saveError).toBe('Database unavailable');
    expect(step(actor)).toBe(2);
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
  });

  it("a failed save without a message reports 'Failed to save customization'", async () => {
    const { actor, emitted } = startWizard({ save: () => Promise.reject('offline') });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'cabinet' });
    await next(actor);
    expect(context(actor).saveError).toBe('Failed to save customization');
    expect(emitted).toContainEqual({
      type: 'draftSaveFailed',
      error: 'Failed to save customization',
    });
  });

  it('the next successful save clears saveError', async () => {
    let attempt = 0;
    const { actor } = startWizard({
      save: () => (++attempt === 1 ? Promise.reject(new Error('boom')) : Promise.resolve({})),
    });
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'storage' });
    await next(actor);
    expect(context(actor).saveError).toBe('boom');
    await next(actor);
    expect(step(actor)).toBe(3);
    expect(context(actor).saveError).toBeNull();
  });

  it('without a provided saveDraft actor the save fails and is reported', async () => {
    const actor = createActor(createWizardMachine(), { input: { sessionId: SESSION_ID } });
    const failures: string[] = [];
    actor.on('draftSaveFailed', (event) => failures.push(event.error));
    actor.start();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(failures).toEqual(['saveDraft actor was not provided']);
  });
});

describe('wizard machine: submitting on step 8', () => {
  it('goes to a pending submitting state and sends the request payload', async () => {
    const submit = deferred<SubmitRequestOutput>();
    const { actor, submits } = startWizard({ submit: () => submit.promise });
    actor.send({ type: 'SELECT_IMAGE', files: [photo] });
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'SET_TEXT', field: 'phone', value: '555-0142' });
    actor.send({ type: 'CHOOSE_TIMELINE', value: '1-month' });
    actor.send({ type: 'NEXT' });

    expect(actor.getSnapshot().matches({ active: { form: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(submits).toHaveLength(1);
    const draft = context(actor).draft;
    expect(submits[0]?.imageRef).toBe('ref-1');
    expect(submits[0]?.sessionId).toBe(SESSION_ID);
    expect(submits[0]?.fields).toEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555-0142',
      timeline: '1-month',
      furnitureType: 'desk',
      description: buildRequestDescription(draft),
      budgetRange: '',
      notes: '',
    });
    expect(submits[0]?.fields.description).toMatch(/^Custom Desk - scandinavian Style\n/);

    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    expect(submits).toHaveLength(1);
    expect(step(actor)).toBe(8);
  });

  it('on success reaches the final state with the server message as output', async () => {
    const submit = deferred<SubmitRequestOutput>();
    const { actor, emitted } = startWizard({ submit: () => submit.promise });
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'NEXT' });

    submit.resolve({ message: 'Project request created. Check your email.', requestId: 42 });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('submitted');
    expect(done.output).toEqual({
      message: 'Project request created. Check your email.',
      requestId: 42,
    });
    expect(done.context.submitMessage).toBe('Project request created. Check your email.');
    expect(emitted).toContainEqual({
      type: 'submitted',
      message: 'Project request created. Check your email.',
      requestId: 42,
    });
  });

  it('a success without a server message gives a null message', async () => {
    const { actor } = startWizard({ submit: () => Promise.resolve({}) });
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'NEXT' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ message: null, requestId: null });
  });

  it('a failed submit returns to editing on step 8 with submitError and emits submitFailed', async () => {
    const submit = deferred<SubmitRequestOutput>();
    const { actor } = startWizard({ submit: () => submit.promise });
    const failures: string[] = [];
    actor.on('submitFailed', (event) => failures.push(event.error));
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'NEXT' });

    submit.reject(new Error('Email already used by another workshop'));
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { form: 'editing' } }));
    expect(step(actor)).toBe(8);
    expect(context(actor).submitError).toBe('Email already used by another workshop');
    expect(failures).toEqual(['Email already used by another workshop']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("a failed submit without a message reports 'Failed to submit project' and may be retried", async () => {
    let attempt = 0;
    const { actor, emitted, submits } = startWizard({
      submit: () =>
        ++attempt === 1 ? Promise.reject(new Error('')) : Promise.resolve({ message: 'OK' }),
    });
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(context(actor).submitError).toBe('Failed to submit project');
    expect(emitted).toContainEqual({ type: 'submitFailed', error: 'Failed to submit project' });

    actor.send({ type: 'NEXT' });
    expect(context(actor).submitError).toBeNull();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ message: 'OK', requestId: null });
    expect(submits).toHaveLength(2);
  });

  it('refuses to submit while the last draft save is pending', async () => {
    const lastSave = deferred<unknown>();
    let saveCount = 0;
    const { actor, submits } = startWizard({
      save: () => (++saveCount === 7 ? lastSave.promise : Promise.resolve({})),
    });
    await reachStep(actor, 7);
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe(8);
    expect(isSaving(actor)).toBe(true);
    fillContact(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(submits).toHaveLength(0);

    lastSave.resolve({});
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ active: { form: 'submitting' } })).toBe(true);
    expect(submits).toHaveLength(1);
  });

  it('without a provided submitRequest actor the submit fails and is reported', async () => {
    const actor = createActor(
      createWizardMachine().provide({
        actors: {
          saveDraft: fromPromise<unknown, SaveDraftInput>(async () => ({})),
        },
      }),
      { input: { sessionId: SESSION_ID } },
    );
    const failures: string[] = [];
    actor.on('submitFailed', (event) => failures.push(event.error));
    actor.start();
    await reachStep(actor, 8);
    fillContact(actor);
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(failures).toEqual(['submitRequest actor was not provided']);
    expect(step(actor)).toBe(8);
  });
});

describe('wizard machine: a table’s base and leaves', () => {
  it('keeps leaves and Extendable together and saves them beside the spec’s fields', async () => {
    const { actor, saves } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'CHOOSE_BASE', value: 'trestle' });
    actor.send({ type: 'SET_LEAF_COUNT', value: 2 });
    actor.send({ type: 'SET_LEAF_LENGTH', value: 15 });
    // A length no leaf has is not taken.
    actor.send({ type: 'SET_LEAF_LENGTH', value: 90 });
    expect(context(actor).draft).toMatchObject({
      base: 'trestle',
      leafCount: 2,
      leafLength: 15,
      features: ['Extendable'],
    });
    await next(actor);
    expect(saves[0]?.fields).toMatchObject({
      base: 'trestle',
      leafCount: '2',
      leafLength: '15',
      features: '["Extendable"]',
    });

    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Extendable' });
    expect(context(actor).draft).toMatchObject({ leafCount: 0, features: [] });

    // A desk has neither: they go with the type, and are not taken for it.
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
    actor.send({ type: 'CHOOSE_BASE', value: 'pedestal' });
    expect(context(actor).draft).not.toHaveProperty('base');
    expect(context(actor).draft).not.toHaveProperty('leafCount');
  });
});
