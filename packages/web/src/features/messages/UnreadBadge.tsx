import { visuallyHidden } from '../../design/recipes.css';
import * as styles from './unread-badge.css';

/** Spec section 9: the badge reads '9+' above 9. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The red unread count on a Messages button; nothing when there is nothing unread. Screen
 * readers hear "3 unread" as part of the button's name.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-testid="unread-badge"
    >
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className={visuallyHidden}>{`${count > 9 ? 'more than 9' : count} unread`}</span>
    </span>
  );
}
