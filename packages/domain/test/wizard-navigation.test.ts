import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  createWizardMachine,
  draftFromSaved,
  imageRefusal,
  resumeStep,
  type SaveDraftInput,
  type SubmitRequestInput,
  type SubmitRequestOutput,
  type WizardDraft,
} from '../src';

const TEN_MB = 10 * 1024 * 1024;

const desk: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'desk',
  style: 'scandinavian',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { width: '60.5' },
  features: ['Cable Management'],
  notes: 'Beside a window',
};

function start() {
  const saves: SaveDraftInput[] = [];
  const machine = createWizardMachine().provide({
    actors: {
      saveDraft: fromPromise<unknown, SaveDraftInput>(async ({ input }) => {
        saves.push(input);
        return {};
      }),
      submitRequest: fromPromise<SubmitRequestOutput, SubmitRequestInput>(async () => ({})),
    },
  });
  const actor = createActor(machine, { input: { sessionId: 'session_1_aaaaaaaaa' } });
  actor.start();
  return { actor, saves };
}

describe('restoring a saved draft', () => {
  it('brings back every choice and the step, and jumps only to steps reached', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'RESTORE', draft: desk, step: 7, image: null });
    const restored = actor.getSnapshot().context;
    expect(restored.draft).toEqual(desk);
    expect(restored.step).toBe(7);

    // Review → Edit on Materials: one step back, no save.
    actor.send({ type: 'GO_TO_STEP', step: 4 });
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(saves).toHaveLength(0);

    // And straight back to Review, saving what changed.
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    actor.send({ type: 'GO_TO_STEP', step: 7 });
    expect(actor.getSnapshot().context.step).toBe(7);
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { save: 'idle' } }));
    expect(saves.at(-1)?.fields.specificMaterial).toBe('oak');

    // Never past the furthest step reached.
    actor.send({ type: 'GO_TO_STEP', step: 8 });
    expect(actor.getSnapshot().context.step).toBe(7);
  });

  it('does not jump forward over a step whose requirement a change undid', () => {
    const { actor } = start();
    actor.send({ type: 'RESTORE', draft: desk, step: 7, image: null });
    actor.send({ type: 'GO_TO_STEP', step: 4 });
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' });
    actor.send({ type: 'GO_TO_STEP', step: 7 });
    expect(actor.getSnapshot().context.step).toBe(4);
  });

  it('Start over drops the design and takes the new session id', () => {
    const { actor } = start();
    actor.send({ type: 'RESTORE', draft: desk, step: 5, image: null });
    actor.send({ type: 'START_OVER', sessionId: 'session_2_bbbbbbbbb' });
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({
      sessionId: 'session_2_bbbbbbbbb',
      step: 1,
      furthestStep: 1,
      draft: EMPTY_DRAFT,
      image: null,
    });
  });

  it('keeps the budget chosen on the contact step', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE_BUDGET', value: '1000-2500' });
    expect(actor.getSnapshot().context.draft.budgetRange).toBe('1000-2500');
  });
});

describe('resumeStep', () => {
  it('opens on the step the visitor was on', () => {
    expect(resumeStep(desk, 6)).toBe(6);
  });
  it('or on the first step before it that a saved design no longer completes', () => {
    expect(resumeStep({ ...desk, specificFinish: '' }, 7)).toBe(4);
    expect(resumeStep(EMPTY_DRAFT, 5)).toBe(1);
  });
  it('keeps to steps 1-8 whatever the browser held', () => {
    expect(resumeStep(desk, 99)).toBe(8);
    expect(resumeStep(desk, Number.NaN)).toBe(1);
  });
});

describe('draftFromSaved', () => {
  it('reads a saved draft against the catalog', () => {
    expect(
      draftFromSaved({
        furnitureType: 'desk',
        style: 'scandinavian',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'wood',
        specificFinish: 'no-such-finish',
        dimensions: '{"width":"60.5"}',
        features: ['Cable Management', 'Jet Engine'],
        notes: 'Beside a window',
        timeline: 'someday',
      }),
    ).toEqual({ ...desk, specificFinish: '', timeline: '' });
  });
  it('is null for a type the wizard does not offer', () => {
    expect(
      draftFromSaved({
        furnitureType: 'boat',
        style: null,
        constructionMaterial: null,
        specificMaterial: null,
        surfaceFinish: null,
        specificFinish: null,
        dimensions: null,
        features: [],
        notes: null,
        timeline: null,
      }),
    ).toBeNull();
  });
});

describe('imageRefusal names the file and the reason', () => {
  it.each([
    [
      [{ name: 'plan.pdf', type: 'application/pdf', size: 1000 }],
      '“plan.pdf” is not a JPEG, PNG or GIF image: choose a .jpg, .png or .gif file.',
    ],
    [
      [{ name: 'huge.jpg', type: 'image/jpeg', size: TEN_MB + 2 * 1024 * 1024 }],
      '“huge.jpg” is 12 MB: images can be at most 10 MB.',
    ],
    [
      [{ name: 'empty.png', type: 'image/png', size: 0 }],
      '“empty.png” is empty: choose another image.',
    ],
    [
      [
        { name: 'a.png', type: 'image/png', size: 10 },
        { name: 'b.png', type: 'image/png', size: 10 },
      ],
      '2 files were dropped: choose one image at a time.',
    ],
  ])('%j', (files, message) => {
    expect(imageRefusal(files)).toBe(message);
  });
  it('is null for an acceptable image, or none', () => {
    expect(imageRefusal([{ name: 'ok.jpg', type: 'image/jpeg', size: TEN_MB }])).toBeNull();
    expect(imageRefusal([])).toBeNull();
  });
});
