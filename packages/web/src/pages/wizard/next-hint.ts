import {
  fullNameProblem,
  isStepComplete,
  isValidEmail,
  type WizardDraft,
  type WizardStep,
} from '@workshop/domain';
import type { WizardDraftImage } from './types';

const TOO_LONG = 'Your design summary is too long to send: see the message above.';

/** What is still missing before Next, in the visitor's words; null when nothing is. */
export function nextHint(
  step: WizardStep,
  draft: WizardDraft,
  image: WizardDraftImage | null,
): string | null {
  if (step === 2 && image?.status === 'refused') {
    return 'Replace or remove the image to continue.';
  }
  if (step === 8 && image?.status === 'uploading' && isStepComplete(8, draft)) {
    return 'Your inspiration image is still uploading: Submit is ready once it is up.';
  }
  if (step === 8 && image?.status === 'refused') {
    return 'Your inspiration image could not be used: replace or remove it on step 2.';
  }
  if (isStepComplete(step, draft)) return null;
  switch (step) {
    case 1:
      return 'Choose a furniture type to continue.';
    case 3:
      return 'Choose a style to continue.';
    case 4: {
      const missing = [
        draft.constructionMaterial === '' && 'Construction Material',
        draft.specificMaterial === '' && 'Specific Material',
        draft.surfaceFinish === '' && 'Surface Finish',
        draft.specificFinish === '' && 'Finish Details',
      ].filter(Boolean);
      return `Still to choose: ${missing.join(', ')}.`;
    }
    case 8:
      if (draft.fullName.trim() === '' || !isValidEmail(draft.email)) {
        return 'Enter your full name and a valid email address to submit.';
      }
      return fullNameProblem(draft.fullName) ?? TOO_LONG;
    default:
      return null;
  }
}
