import { useId, useState } from 'react';
import { WIZARD_STEP_COUNT, WIZARD_STEPS, type WizardStep } from '@workshop/domain';
import { visuallyHidden } from '../../design/recipes.css';
import * as styles from './wizard.css';

interface StepIndicatorProps {
  readonly current: WizardStep;
  /** The furthest step reached: the steps before it stay checked after a jump back. */
  readonly furthest: WizardStep;
  /** Whether the visitor may open a step from the list (one already reached and still open). */
  readonly canOpen: (step: WizardStep) => boolean;
  readonly onOpen: (step: WizardStep) => void;
}

/**
 * Every step's title and description; the current one carries aria-current="step", and the
 * steps already reached open on a click. On phones and tablets (below 64rem) it is a row of
 * numbered dots under the current step's name, with a button that unfolds the whole list.
 */
export function StepIndicator({ current, furthest, canOpen, onOpen }: StepIndicatorProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const currentTitle = WIZARD_STEPS[current - 1]?.title ?? '';
  return (
    <nav className={styles.indicatorArea} aria-label="Wizard steps">
      <button
        type="button"
        className={styles.stepsToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          Step {current} of {WIZARD_STEP_COUNT}:{' '}
          <span className={styles.stepsToggleTitle}>{currentTitle}</span>
        </span>{' '}
        <span className={styles.stepsToggleHint}>
          {open ? 'Hide steps' : 'All steps'}
          <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>
            ▾
          </span>
        </span>
      </button>
      <ol
        id={listId}
        className={open ? `${styles.indicator} ${styles.indicatorOpen}` : styles.indicator}
      >
        {WIZARD_STEPS.map(({ step, title, description }) => {
          // Passed, and still complete (a step the visitor left, forward of a jump back from
          // the review, keeps its check while its choices hold).
          const done = step < current || (step !== current && step < furthest && canOpen(step));
          const isCurrent = step === current;
          const itemClass = [
            styles.indicatorItem,
            done ? styles.indicatorItemDone : '',
            isCurrent ? styles.indicatorItemCurrent : '',
          ]
            .filter(Boolean)
            .join(' ');
          const dotClass = [
            styles.dot,
            done ? styles.dotDone : '',
            isCurrent ? styles.dotCurrent : '',
          ]
            .filter(Boolean)
            .join(' ');
          const content = (
            <>
              <span className={dotClass} aria-hidden="true">
                {done ? '✓' : step}
              </span>
              <span className={styles.indicatorText}>
                <span className={styles.indicatorTitle}>
                  <span className={visuallyHidden}>Step {step}: </span>
                  {title}
                </span>
                <span className={styles.indicatorDescription}>{description}</span>
                {done && <span className={visuallyHidden}> (completed)</span>}
              </span>
            </>
          );
          return (
            <li key={step} className={itemClass} aria-current={isCurrent ? 'step' : undefined}>
              {!isCurrent && canOpen(step) ? (
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-label={`Step ${step}: ${title}${done ? ' (completed)' : ''}`}
                  onClick={() => {
                    setOpen(false);
                    onOpen(step);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span className={styles.stepStatic}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
