import { isTooCommonPassword, passwordStrength } from '@workshop/domain';
import { visuallyHidden } from '../design/recipes.css';
import { Icon } from './Icon';
import * as styles from './password.css';

const CRITERIA: readonly { label: string; test: (password: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (password) => password.length >= 8 },
  { label: 'An uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { label: 'A lowercase letter', test: (password) => /[a-z]/.test(password) },
  { label: 'A number', test: (password) => /\d/.test(password) },
  { label: 'A symbol', test: (password) => /[^A-Za-z0-9]/.test(password) },
];

/**
 * Spec section 5: a 0-5 score, one point each for length 8+, uppercase, lowercase, digit and
 * symbol; Weak (2 or less), Fair (3), Good (4), Strong (5). The bars and the word say the same
 * thing, so colour is never the only cue.
 */
export function StrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const { score } = strength;
  // The rule the form and the server refuse by (a common or leaked password), so the meter
  // never calls "Strong" what will be refused; checked once the length is there.
  const longEnough = password.length >= 8;
  const common = longEnough && isTooCommonPassword(password);
  const label = common ? 'Too common' : strength.label;
  const tone = common ? 'Weak' : strength.label;
  return (
    <div className={styles.meter} id={id} data-testid="strength-meter">
      {password.length > 0 && (
        <>
          <div className={styles.meterHead}>
            <span>Password strength</span>
            <span className={styles.levelText[tone]} data-testid="strength-label">
              {label}
            </span>
          </div>
          <div
            className={styles.bars}
            role="meter"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={score}
            aria-valuetext={`${label}, ${score} of 5`}
          >
            {[1, 2, 3, 4, 5].map((step) => (
              <span
                key={step}
                className={step <= score ? `${styles.bar} ${styles.barFilled[tone]}` : styles.bar}
                data-filled={step <= score}
              />
            ))}
          </div>
        </>
      )}
      <ul className={styles.criteria} aria-label="What makes a strong password">
        {[
          ...CRITERIA,
          { label: 'Not a common or leaked password', test: () => longEnough && !common },
        ].map((criterion) => {
          const met = criterion.test(password);
          return (
            <li
              key={criterion.label}
              className={met ? `${styles.criterion} ${styles.met}` : styles.criterion}
            >
              <Icon
                name={met ? 'check' : 'plus'}
                size={14}
                className={met ? undefined : styles.unmetIcon}
              />
              {criterion.label}
              <span className={visuallyHidden}>{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
