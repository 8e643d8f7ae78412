import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  isStepComplete,
  isValidEmail,
  progressPercent,
  type WizardDraft,
  type WizardStep,
} from '../src';

const ALL_STEPS: readonly WizardStep[] = [1, 2, 3, 4, 5, 6, 7, 8];

const materialsChosen: WizardDraft = {
  ...EMPTY_DRAFT,
  constructionMaterial: 'solid-wood',
  specificMaterial: 'oak',
  surfaceFinish: 'wood',
  specificFinish: 'lacquer',
};

describe('wizard steps', () => {
  it('has 8 steps numbered 1 to 8', () => {
    expect(WIZARD_STEP_COUNT).toBe(8);
    expect(WIZARD_STEPS.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('titles the steps as the spec does', () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Furniture Type',
      'Inspiration Image',
      'Style & Design',
      'Materials',
      'Dimensions',
      'Features',
      'Review',
      'Contact Info',
    ]);
  });

  it('describes the steps as the spec does', () => {
    const descriptions = Object.fromEntries(
      WIZARD_STEPS.map((step) => [step.step, step.description]),
    );
    expect(descriptions).toMatchObject({
      1: "Choose what you'd like to create",
      2: 'Upload example or inspiration',
      4: 'Choose wood and finishes',
      5: 'Specify size requirements',
      6: 'Add special features',
      7: 'Finalize your design',
      8: 'Your contact information',
    });
    expect(descriptions[3]?.trim()).not.toBe('');
  });

  it.each([
    [1, 12.5],
    [2, 25],
    [4, 50],
    [7, 87.5],
    [8, 100],
  ] as const)('step %i is %d percent complete', (step, percent) => {
    expect(progressPercent(step)).toBe(percent);
  });
});

describe('Next gating', () => {
  it.each([2, 5, 6, 7] as const)('step %i is always complete', (step) => {
    expect(isStepComplete(step, EMPTY_DRAFT)).toBe(true);
  });

  it('step 1 needs a furniture type', () => {
    expect(isStepComplete(1, EMPTY_DRAFT)).toBe(false);
    expect(isStepComplete(1, { ...EMPTY_DRAFT, furnitureType: 'desk' })).toBe(true);
  });

  it('step 3 needs a style', () => {
    expect(isStepComplete(3, { ...EMPTY_DRAFT, furnitureType: 'desk' })).toBe(false);
    expect(isStepComplete(3, { ...EMPTY_DRAFT, style: 'modern' })).toBe(true);
  });

  it('step 4 is complete with all four material and finish choices', () => {
    expect(isStepComplete(4, materialsChosen)).toBe(true);
  });

  it.each(['constructionMaterial', 'specificMaterial', 'surfaceFinish', 'specificFinish'] as const)(
    'step 4 is incomplete without %s',
    (field) => {
      expect(isStepComplete(4, { ...materialsChosen, [field]: '' })).toBe(false);
    },
  );

  it('step 8 needs a full name and a valid email', () => {
    const contact = { ...EMPTY_DRAFT, fullName: 'Ada Lovelace', email: 'ada@example.com' };
    expect(isStepComplete(8, contact)).toBe(true);
    expect(isStepComplete(8, { ...contact, fullName: '' })).toBe(false);
    expect(isStepComplete(8, { ...contact, fullName: '   ' })).toBe(false);
    expect(isStepComplete(8, { ...contact, email: '' })).toBe(false);
    expect(isStepComplete(8, { ...contact, email: 'ada@' })).toBe(false);
    expect(isStepComplete(8, { ...contact, email: 'ada.example.com' })).toBe(false);
  });

  it('phone and timeline are optional on step 8', () => {
    const contact = { ...EMPTY_DRAFT, fullName: 'Ada', email: 'ada@example.com' };
    expect(isStepComplete(8, { ...contact, phone: '', timeline: '' })).toBe(true);
  });

  it('no step but 2, 5, 6 and 7 is complete on an empty draft', () => {
    expect(ALL_STEPS.filter((step) => isStepComplete(step, EMPTY_DRAFT))).toEqual([2, 5, 6, 7]);
  });

  it.each([
    ['ada@example.com', true],
    ['  Ada@Example.com ', true],
    ['', false],
    ['ada', false],
    ['ada@example', false],
    ['@example.com', false],
  ])('isValidEmail(%j) is %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
