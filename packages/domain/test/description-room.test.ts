import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  EMPTY_DRAFT,
  MAX_DIMENSION_LENGTH,
  buildRequestDescription,
  createWizardMachine,
  descriptionFits,
  isStepComplete,
  notesRoom,
  type SaveDraftInput,
  type SubmitRequestInput,
  type SubmitRequestOutput,
  type WizardDraft,
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

describe('room left for Additional Notes', () => {
  it('is exactly what keeps the description within 500 characters', () => {
    const room = notesRoom(busyLocker, DESCRIPTION_MAX_LENGTH);
    expect(room).toBeGreaterThan(0);
    const full = buildRequestDescription({ ...busyLocker, notes: 'n'.repeat(room) });
    expect(full).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(descriptionFits({ ...busyLocker, notes: 'n'.repeat(room + 1) })).toBe(false);
  });

  it('leaves room for any timeline chosen later', () => {
    const undecided: WizardDraft = { ...busyLocker, timeline: '' };
    const notes = 'n'.repeat(notesRoom(undecided, DESCRIPTION_MAX_LENGTH));
    for (const timeline of ['asap', '1-month', '2-3-months', 'flexible'] as const) {
      expect(descriptionFits({ ...undecided, notes, timeline })).toBe(true);
    }
  });

  it('is never negative', () => {
    expect(notesRoom(busyLocker, 10)).toBe(0);
  });
});

describe('the review and contact steps refuse a design whose summary is too long', () => {
  const tooLong: WizardDraft = {
    ...busyLocker,
    notes: 'n'.repeat(notesRoom(busyLocker, DESCRIPTION_MAX_LENGTH) + 1),
    fullName: 'Ann Oak',
    email: 'ann@example.com',
  };

  it('blocks Next on step 7 and 8', () => {
    expect(isStepComplete(7, tooLong)).toBe(false);
    expect(isStepComplete(8, tooLong)).toBe(false);
    expect(isStepComplete(7, { ...tooLong, notes: '' })).toBe(true);
    expect(isStepComplete(8, { ...tooLong, notes: '' })).toBe(true);
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

  it('cuts notes to the room left', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    const room = notesRoom(actor.getSnapshot().context.draft, DESCRIPTION_MAX_LENGTH);
    actor.send({ type: 'SET_TEXT', field: 'notes', value: 'x'.repeat(room + 50) });
    expect(actor.getSnapshot().context.draft.notes).toHaveLength(room);
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
