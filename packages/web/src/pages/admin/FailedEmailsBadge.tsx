import { visuallyHidden } from '../../design/recipes.css';
import { failedEmailsText } from './email-labels';
import * as styles from './failed-emails-badge.css';

/** Above this the badge reads "99+"; the exact number is in the Failed tab. */
const MAX_SHOWN = 99;

/**
 * The red count of failed emails on the panel's Emails link; nothing when none failed. Screen
 * readers hear "3 failed emails" as part of the link's name.
 */
export function FailedEmailsBadge({ count }: { count: number }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="failed-emails-badge">
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className={visuallyHidden}>{failedEmailsText(count)}</span>
    </span>
  );
}
