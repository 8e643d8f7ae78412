import { WIZARD_STEPS, type WizardStep } from '@workshop/domain';
import { visuallyHidden } from '../../design/recipes.css';
import * as styles from './wizard.css';

/**
 * Every step's title and description; the current one carries aria-current="step". On phones it
 * collapses to a row of numbered dots (the titles stay readable to screen readers).
 */
export function StepIndicator({ current }: { readonly current: WizardStep }) {
  return (
    <ol className={styles.indicator} aria-label="Wizard steps">
      {WIZARD_STEPS.map(({ step, title, description }) => {
        const done = step < current;
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
        return (
          <li key={step} className={itemClass} aria-current={isCurrent ? 'step' : undefined}>
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
          </li>
        );
      })}
    </ol>
  );
}
