import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  DESCRIPTION_MAX_LENGTH,
  EMPTY_DRAFT,
  MAX_DIMENSION_LENGTH,
  NOTES_MAX_LENGTH,
  SURFACE_FINISH_OPTIONS,
  WIZARD_FURNITURE_TYPES,
  buildRequestDescription,
  createWizardMachine,
  descriptionFits,
  featuresFor,
  isStepComplete,
  requestPayload,
  stylesFor,
  type SaveDraftInput,
  type SubmitRequestInput,
  type SubmitRequestOutput,
  type WizardDraft,
  type WizardFurnitureType,
} from '../src';

const busyLocker: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'locker',
  style: 'industrial',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'varnish-water',
  dimensions: { width: '12', depth: '18', height: '72', compartments: '4' },
  features: ['Ventilation Slots', 'Master Key System', 'Coat Hooks'],
  timeline: '1-month',
};

function longest<T extends { name: string }>(options: readonly T[]): T {
  return [...options].sort((a, b) => b.name.length - a.name.length)[0] as T;
}

/** The longest design of a type: every feature, the longest choices, notes of the full limit. */
function longestDraft(
  furnitureType: WizardFurnitureType,
  dimensions: WizardDraft['dimensions'],
): WizardDraft {
  const material = longest(Object.values(CONSTRUCTION_MATERIAL_OPTIONS));
  const finish = longest(Object.values(SURFACE_FINISH_OPTIONS));
  return {
    ...EMPTY_DRAFT,
    furnitureType,
    style: stylesFor(furnitureType)[0] ?? '',
    constructionMaterial: material.value,
    specificMaterial: longest(material.options).value,
    surfaceFinish: finish.value,
    specificFinish: longest(finish.options).value,
    dimensions,
    features: featuresFor(furnitureType),
    timeline: '2-3-months',
    notes: 'n'.repeat(NOTES_MAX_LENGTH),
  };
}

describe('the design summary and the notes', () => {
  it('fits 500 characters for every type with every feature and the longest choices', () => {
    for (const furnitureType of WIZARD_FURNITURE_TYPES) {
      const draft = longestDraft(furnitureType, {
        length: '144.25',
        width: '96.25',
        depth: '48.25',
        height: '96.25',
      });
      expect(buildRequestDescription(draft).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(descriptionFits(draft)).toBe(true);
    }
  });

  it('fits 500 characters with every size written in feet and inches, as long as a size goes', () => {
    const size = '6 feet 11 1/2 inches';
    expect(size).toHaveLength(MAX_DIMENSION_LENGTH);
    for (const furnitureType of WIZARD_FURNITURE_TYPES) {
      const draft = longestDraft(furnitureType, {
        length: size,
        width: size,
        depth: size,
        height: size,
        compartments: '12',
      });
      expect(buildRequestDescription(draft)).toMatch(/Height: 83\.5 inches/);
      expect(descriptionFits(draft), furnitureType).toBe(true);
    }
  });

  it('gives the text as typed beside the inches while it fits, the inches alone when not', () => {
    const roomy = buildRequestDescription(
      longestDraft('table', { length: '7 ft', width: '3 ft', height: '2 ft 6 in' }),
    );
    expect(roomy).toContain(
      '- Dimensions: Length: 84 inches (7 ft), Width: 36 inches (3 ft), Height: 30 inches (2 ft 6 in)',
    );
    const size = '6 feet 11 1/2 inches';
    const crowded = buildRequestDescription(
      longestDraft('locker', { width: size, depth: size, height: size, compartments: '12' }),
    );
    expect(crowded).toContain(
      '- Dimensions: Compartment Width: 83.5 inches, Depth: 83.5 inches, Height: 83.5 inches, Compartments: 12',
    );
  });

  it('sends notes of the full limit in the request, untouched', () => {
    const notes = `For a sunny alcove.\n${'Seats eight. '.repeat(150)}`.slice(0, NOTES_MAX_LENGTH);
    expect(requestPayload({ ...busyLocker, notes }).notes).toBe(notes);
  });

  it('never holds Next on step 6', () => {
    expect(isStepComplete(6, { ...busyLocker, notes: 'n'.repeat(NOTES_MAX_LENGTH) })).toBe(true);
    expect(isStepComplete(6, { ...busyLocker, notes: '' })).toBe(true);
  });
});

describe('the contact step refuses a design whose summary is too long', () => {
  // Hardware is not asked by the wizard, but a draft may carry it: one character too many.
  const base = buildRequestDescription({ ...busyLocker, hardware: 'h' }).length;
  const tooLong: WizardDraft = {
    ...busyLocker,
    hardware: 'h'.repeat(DESCRIPTION_MAX_LENGTH - base + 2),
    fullName: 'Ann Oak',
    email: 'ann@example.com',
  };
  const fits = { ...tooLong, hardware: tooLong.hardware.slice(1) };

  it('blocks Submit on step 8, never Next on step 7', () => {
    expect(buildRequestDescription(tooLong)).toHaveLength(DESCRIPTION_MAX_LENGTH + 1);
    expect(isStepComplete(7, tooLong)).toBe(true);
    expect(isStepComplete(8, tooLong)).toBe(false);
    expect(isStepComplete(8, fits)).toBe(true);
  });
});

describe('the wizard machine keeps the design within the limits', () => {
  const start = () => {
    const machine = createWizardMachine().provide({
      actors: {
        saveDraft: fromPromise<unknown, SaveDraftInput>(async () => ({})),
        submitRequest: fromPromise<SubmitRequestOutput, SubmitRequestInput>(async () => ({})),
      },
    });
    const actor = createActor(machine, { input: { sessionId: 'session_1_abcdefghi' } });
    actor.start();
    return { actor };
  };

  it('keeps the notes within their limit, as the field itself does', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    const pasted = 'x'.repeat(NOTES_MAX_LENGTH + 50);
    actor.send({ type: 'SET_TEXT', field: 'notes', value: pasted });
    expect(actor.getSnapshot().context.draft.notes).toBe(pasted.slice(0, NOTES_MAX_LENGTH));
  });

  it(`ignores a dimension longer than ${MAX_DIMENSION_LENGTH} characters`, () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'SET_DIMENSION', key: 'length', value: '72.5' });
    actor.send({
      type: 'SET_DIMENSION',
      key: 'length',
      value: '1'.repeat(MAX_DIMENSION_LENGTH + 1),
    });
    expect(actor.getSnapshot().context.draft.dimensions.length).toBe('72.5');
  });
});
