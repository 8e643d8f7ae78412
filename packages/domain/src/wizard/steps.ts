import { emailField } from '../validation/fields';
import { DESCRIPTION_MAX_LENGTH, requestSchema } from '../validation/request-schema';
import { buildRequestDescription } from '../description/request-description';
import type { WizardDraft } from './draft';

export const WIZARD_STEP_COUNT = 8;
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface WizardStepInfo {
  readonly step: WizardStep;
  readonly title: string;
  readonly description: string;
}

export const WIZARD_STEPS: readonly WizardStepInfo[] = [
  { step: 1, title: 'Furniture Type', description: "Choose what you'd like to create" },
  { step: 2, title: 'Inspiration Image', description: 'Upload example or inspiration' },
  { step: 3, title: 'Style & Design', description: 'Pick the look you love' },
  { step: 4, title: 'Materials', description: 'Choose wood and finishes' },
  { step: 5, title: 'Dimensions', description: 'Specify size requirements' },
  { step: 6, title: 'Features', description: 'Add special features' },
  { step: 7, title: 'Review', description: 'Finalize your design' },
  { step: 8, title: 'Contact Info', description: 'Your contact information' },
];

/** Percent complete shown in the header: step/8*100. */
export function progressPercent(step: WizardStep): number {
  return (step / WIZARD_STEP_COUNT) * 100;
}

export function isValidEmail(value: string): boolean {
  return emailField.safeParse(value).success;
}

/** What the request would say about this full name (the name rule's words); null when fine. */
export function fullNameProblem(value: string): string | null {
  const checked = requestSchema.shape.fullName.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** Whether the request description built from the design stays within the request limit. */
export function descriptionFits(draft: WizardDraft): boolean {
  return buildRequestDescription(draft).length <= DESCRIPTION_MAX_LENGTH;
}

/**
 * Whether Next may leave a step (spec section 5, "Wizard gating of Next"). Steps 2, 5, 6 and 7
 * are always allowed: sizes are free text (the step's advice never holds the visitor), and the
 * notes field cannot take more than the limit.
 */
export function isStepComplete(step: WizardStep, draft: WizardDraft): boolean {
  switch (step) {
    case 1:
      return draft.furnitureType !== '';
    case 3:
      return draft.style !== '';
    case 4:
      return (
        draft.constructionMaterial !== '' &&
        draft.specificMaterial !== '' &&
        draft.surfaceFinish !== '' &&
        draft.specificFinish !== ''
      );
    case 8:
      // Beyond the spec's "non-empty": the server would refuse a name or an email it cannot
      // use, or a summary over 500 characters (only a hand-made draft's hardware can do that).
      return (
        fullNameProblem(draft.fullName) === null &&
        isValidEmail(draft.email) &&
        descriptionFits(draft)
      );
    default:
      return true;
  }
}

/**
 * The step a restored draft opens on: the one the visitor was on, or the first step before it
 * whose requirement the saved design no longer meets (a choice the catalog dropped).
 */
export function resumeStep(draft: WizardDraft, wanted: number): WizardStep {
  const last = Math.min(Math.max(Math.trunc(wanted) || 1, 1), WIZARD_STEP_COUNT) as WizardStep;
  for (let step = 1; step < last; step += 1) {
    if (!isStepComplete(step as WizardStep, draft)) return step as WizardStep;
  }
  return last;
}
