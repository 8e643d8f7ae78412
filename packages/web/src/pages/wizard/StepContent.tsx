import type { WizardDraft, WizardStep } from '@workshop/domain';
import { StepFurnitureType } from './StepFurnitureType';
import { StepImage } from './StepImage';
import { StepStyle } from './StepStyle';
import { StepMaterials } from './StepMaterials';
import { StepDimensions } from './StepDimensions';
import { StepFeatures } from './StepFeatures';
import { StepReview } from './StepReview';
import { StepContact } from './StepContact';
import type { SendWizardEvent, WizardDraftImage } from './types';

/** The body of the current step. */
export function StepContent({
  step,
  draft,
  image,
  send,
  onEdit,
}: {
  readonly step: WizardStep;
  readonly draft: WizardDraft;
  readonly image: WizardDraftImage | null;
  readonly send: SendWizardEvent;
  /** From the review, back to the step that asks for a choice. */
  readonly onEdit: (step: WizardStep) => void;
}) {
  switch (step) {
    case 1:
      return <StepFurnitureType draft={draft} send={send} />;
    case 2:
      return <StepImage image={image} send={send} />;
    case 3:
      return <StepStyle draft={draft} send={send} />;
    case 4:
      return <StepMaterials draft={draft} send={send} />;
    case 5:
      return <StepDimensions draft={draft} send={send} />;
    case 6:
      return <StepFeatures draft={draft} send={send} />;
    case 7:
      return <StepReview draft={draft} image={image} onEdit={onEdit} />;
    case 8:
      return <StepContact draft={draft} send={send} />;
  }
}
