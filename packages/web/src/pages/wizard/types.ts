import type { DraftImage, WizardDraft, WizardEvent } from '@workshop/domain';

/** The wizard holds browser files. */
export type WizardImage = File;

/** The chosen image and how its upload went. */
export type WizardDraftImage = DraftImage<WizardImage>;

export type SendWizardEvent = (event: WizardEvent<WizardImage>) => void;

/** What every step component receives: the design so far and the way to change it. */
export interface StepProps {
  readonly draft: WizardDraft;
  readonly send: SendWizardEvent;
}
