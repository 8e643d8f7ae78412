import { isStepComplete, isValidEmail, type WizardDraft, type WizardStep } from '@workshop/domain';

const TOO_LONG = 'Your design summary is too long to send: see the message above.';

/** What is still missing before Next, in the visitor's words; null when nothing is. */
export function nextHint(step: WizardStep, draft: WizardDraft): string | null {
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
    case 7:
      return TOO_LONG;
    case 8:
      return draft.fullName.trim() === '' || !isValidEmail(draft.email)
        ? 'Enter your full name and a valid email address to submit.'
        : TOO_LONG;
    default:
      return null;
  }
}
