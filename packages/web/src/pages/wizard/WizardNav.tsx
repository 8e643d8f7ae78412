import { useId } from 'react';
import { WIZARD_STEP_COUNT, type WizardStep } from '@workshop/domain';
import { Button } from '../../ui/Button';
import * as styles from './wizard.css';

interface WizardNavProps {
  readonly step: WizardStep;
  readonly canGoNext: boolean;
  readonly submitting: boolean;
  /** Why Next is disabled, when the step's requirement is not met. */
  readonly hint: string | null;
  /** The design's indicative price, kept in sight on phones while the drawing scrolls away. */
  readonly price: string | null;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

function nextLabel(step: WizardStep, submitting: boolean): string {
  if (step < WIZARD_STEP_COUNT) return 'Next';
  return submitting ? 'Submitting Project...' : 'Submit Project Request';
}

/** Previous and Next (Submit on the last step), kept at the bottom of the screen on phones. */
export function WizardNav({
  step,
  canGoNext,
  submitting,
  hint,
  price,
  onPrevious,
  onNext,
}: WizardNavProps) {
  const hintId = useId();
  return (
    <div className={styles.nav}>
      {price && (
        // Keyed on the price: each change replays the highlight, so a choice far down a long
        // step shows what it did to the price.
        <p key={price} className={styles.navPrice}>
          Your piece: <strong>{price}</strong>
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.navHint}>
          {hint}
        </p>
      )}
      <div className={styles.navButtons}>
        <Button
          tone="secondary"
          size="lg"
          className={styles.navButton}
          disabled={step === 1 || submitting}
          onClick={onPrevious}
        >
          <span aria-hidden="true">←</span> Previous
        </Button>
        <Button
          size="lg"
          className={styles.navButton}
          disabled={!canGoNext}
          aria-describedby={hint ? hintId : undefined}
          onClick={onNext}
        >
          {nextLabel(step, submitting)}
          {step < WIZARD_STEP_COUNT && <span aria-hidden="true">→</span>}
        </Button>
      </div>
    </div>
  );
}
