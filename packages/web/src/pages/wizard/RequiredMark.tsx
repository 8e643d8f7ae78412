import { visuallyHidden } from '../../design/recipes.css';
import * as styles from './choices.css';

/** A red asterisk for the eye, the word "required" for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        *
      </span>{' '}
      <span className={visuallyHidden}>required</span>
    </>
  );
}
