import { statusBadgeLabel } from '@workshop/domain';
import type { Project } from '../../api/projects';
import type { QuoteVersion } from '../../api/quotes';
import { formatDateTime } from '../../lib/dates';
import { Icon } from '../../ui/Icon';
import { StatusBadge } from '../../ui/StatusBadge';
import { LOCKED_MESSAGE, lifecycleOf } from './project';
import * as styles from './status-strip.css';

const QUOTE_PROMISE = "We'll send you a quote within 3 business days";
/** Said plainly on a finished project, where the details need not be opened to learn it. */
export const COMPLETED_MESSAGE = 'Your piece is finished: this project is complete.';

/**
 * Where the project stands and what happens next, in the status colour: the status badge,
 * beside it the spec's status line where it says more than the badge ("Quote Approved",
 * "Changes Requested"), and the hint; after a request for changes, the customer's own words.
 */
export function StatusStrip({ project, quote }: { project: Project; quote?: QuoteVersion }) {
  const state = lifecycleOf(project);
  let line: string | null = null;
  let hints: string[];
  let asked: QuoteVersion | null = null;
  let icon: 'clock' | 'sparkle' | 'check' | 'alert' = 'clock';
  if (!state) {
    line = statusBadgeLabel(project.status);
    hints = ['Please contact us about this project.'];
    icon = 'alert';
  } else if (state.status === 'new') {
    hints = [QUOTE_PROMISE];
  } else if (state.status === 'declined') {
    hints = ['You declined this quote. If we send you a new version, it will appear here.'];
    icon = 'alert';
  } else if (
    state.status === 'quoted' &&
    !state.quoteApproved &&
    quote?.state === 'changes_requested'
  ) {
    line = 'Changes Requested';
    hints = [`You asked for changes to quote v${quote.version}. We will send you a new version.`];
    asked = quote;
  } else if (state.status === 'quoted' && !state.quoteApproved) {
    hints = ['Review the quote below. Approving it starts production.'];
    icon = 'sparkle';
  } else {
    line = 'Quote Approved';
    hints = state.status === 'completed' ? [COMPLETED_MESSAGE, LOCKED_MESSAGE] : [LOCKED_MESSAGE];
    icon = 'check';
  }
  const tone = state?.status ?? 'neutral';
  return (
    <div className={`${styles.strip} ${styles.tone[tone]}`} data-testid="status-line">
      <Icon name={icon} />
      <div className={styles.text}>
        <p className={styles.lineRow}>
          {line && <span className={styles.line}>{line}</span>}
          <span className={styles.badge}>
            <StatusBadge status={project.status} />
          </span>
        </p>
        {hints.map((hint, index) => (
          <p key={hint} className={index === 0 ? styles.hint : `${styles.hint} ${styles.aside}`}>
            {hint}
          </p>
        ))}
        {asked?.changesRequest && (
          <figure className={styles.asked}>
            <figcaption className={styles.askedCaption}>
              Your request
              {asked.changesRequestedAt && (
                <>
                  {', '}
                  <time dateTime={asked.changesRequestedAt}>
                    {formatDateTime(asked.changesRequestedAt)}
                  </time>
                </>
              )}
            </figcaption>
            <blockquote className={styles.askedText}>{asked.changesRequest}</blockquote>
          </figure>
        )}
      </div>
    </div>
  );
}
