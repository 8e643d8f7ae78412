import { statusBadgeLabel } from '@workshop/domain';
import type { Project } from '../../api/projects';
import { Icon } from '../../ui/Icon';
import { LOCKED_MESSAGE, lifecycleOf } from './project';
import * as styles from './status-strip.css';

const QUOTE_PROMISE = "We'll send you a quote within 3 business days";

/** Where the project stands and what happens next, in the status colour. */
export function StatusStrip({ project }: { project: Project }) {
  const state = lifecycleOf(project);
  let line: string;
  let hint: string;
  let icon: 'clock' | 'sparkle' | 'check' | 'alert' = 'clock';
  if (!state) {
    line = statusBadgeLabel(project.status);
    hint = 'Please contact us about this project.';
    icon = 'alert';
  } else if (state.status === 'new') {
    line = 'New Request';
    hint = QUOTE_PROMISE;
  } else if (state.status === 'declined') {
    line = 'Declined';
    hint = 'You declined this quote. If we send you a new version, it will appear here.';
    icon = 'alert';
  } else if (state.status === 'quoted' && !state.quoteApproved) {
    line = 'Quote Ready';
    hint = 'Review the quote below. Approving it starts production.';
    icon = 'sparkle';
  } else {
    line =
      state.status === 'completed'
        ? 'Quote Approved · Completed'
        : state.status === 'in_progress'
          ? 'Quote Approved · In Progress'
          : 'Quote Approved';
    hint = LOCKED_MESSAGE;
    icon = 'check';
  }
  const tone = state?.status ?? 'neutral';
  return (
    <div className={`${styles.strip} ${styles.tone[tone]}`} data-testid="status-line">
      <Icon name={icon} />
      <div>
        <p className={styles.line}>{line}</p>
        <p className={styles.hint}>{hint}</p>
      </div>
    </div>
  );
}
