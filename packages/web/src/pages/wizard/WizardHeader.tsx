import { Link } from 'react-router-dom';
import { Progress } from 'radix-ui';
import { progressPercent, WIZARD_STEP_COUNT, type WizardStep } from '@workshop/domain';
import * as styles from './wizard.css';
import { useWorkshopProfile } from '../../api/public-profile';

interface WizardHeaderProps {
  readonly step: WizardStep;
  /** Shown once there is a design to drop. */
  readonly onStartOver?: (() => void) | undefined;
}

/**
 * Back to Home (the design stays saved), Start over, the page title, 'Step N of 8', percent
 * complete and the progress bar.
 */
export function WizardHeader({ step, onStartOver }: WizardHeaderProps) {
  const business = useWorkshopProfile();
  const percent = Math.round(progressPercent(step));
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <div className={styles.topRow}>
          <Link to="/" className={styles.backLink}>
            <span aria-hidden="true">←</span> Back to Home
          </Link>
          <span className={styles.brand}>{business.name}</span>
          {onStartOver && (
            <button type="button" className={styles.startOver} onClick={onStartOver}>
              Start over
            </button>
          )}
        </div>
        <div className={styles.titleRow}>
          <h1 className={styles.pageTitle}>Design Your Furniture</h1>
          <p className={styles.stepCount}>
            <span className={styles.stepCountStrong}>
              Step {step} of {WIZARD_STEP_COUNT}
            </span>
            <span>{percent}% complete</span>
          </p>
        </div>
        <Progress.Root
          className={styles.progress}
          value={step}
          max={WIZARD_STEP_COUNT}
          aria-label="Design progress"
          getValueLabel={() => `Step ${step} of ${WIZARD_STEP_COUNT}, ${percent}% complete`}
        >
          <Progress.Indicator
            className={styles.progressIndicator}
            style={{ transform: `translateX(-${100 - progressPercent(step)}%)` }}
          />
        </Progress.Root>
      </div>
    </header>
  );
}
