import { badge } from '../../design/recipes.css';
import type { StatusCounts } from './tabs';
import * as styles from './count-badges.css';

/**
 * Total, new, quoted, in progress and completed, in the status colours (the spec's five), and
 * declined when there are any, so the figures add up to the total.
 */
export function CountBadges({ counts }: { counts: StatusCounts }) {
  const items = [
    { key: 'total', label: 'Total', value: counts.total, tone: 'neutral' },
    { key: 'new', label: 'New', value: counts.new, tone: 'new' },
    { key: 'quoted', label: 'Quoted', value: counts.quoted, tone: 'quoted' },
    { key: 'in_progress', label: 'In Progress', value: counts.in_progress, tone: 'in_progress' },
    { key: 'completed', label: 'Completed', value: counts.completed, tone: 'completed' },
    ...(counts.declined > 0
      ? ([{ key: 'declined', label: 'Declined', value: counts.declined, tone: 'neutral' }] as const)
      : []),
  ] as const;
  return (
    <ul className={styles.counts} aria-label="Request counts">
      {items.map((item) => (
        <li
          key={item.key}
          className={`${badge({ tone: item.tone })} ${styles.countBadge}`}
          data-testid={`count-${item.key}`}
        >
          <span className={styles.countNumber}>{item.value}</span> {item.label}
        </li>
      ))}
    </ul>
  );
}
