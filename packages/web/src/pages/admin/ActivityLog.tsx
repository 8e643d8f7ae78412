import { useState } from 'react';
import { useActivity, type ActivityEntry } from '../../api/activity';
import { errorMessage } from '../../api/errors';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { actorLabel, describeActivity, relativeTime } from './activity-labels';
import * as text from './text.css';
import * as styles from './activity-log.css';

/**
 * The project's activity log behind a disclosure: read from the server the first time it is
 * opened (and again on each opening), never for a card nobody looks into.
 */
export function ActivitySection({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.activity}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="activity"
    >
      <summary className={styles.summary}>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
        <span className={styles.summaryTitle}>Activity</span>
        <span className={text.muted}>everything that happened, oldest first</span>
      </summary>
      {open && (
        <div className={styles.body}>
          <ActivityTimeline projectId={projectId} />
        </div>
      )}
    </details>
  );
}

export function ActivityTimeline({ projectId, now }: { projectId: number; now?: Date }) {
  const query = useActivity(projectId, true);
  if (query.isPending) {
    return (
      <p role="status" className={text.muted}>
        Loading activity…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p className={text.muted}>
          {errorMessage(query.error, 'The activity could not be loaded.')}
        </p>
        <Button tone="ghost" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const entries = query.data.data;
  if (entries.length === 0) {
    return <p className={text.muted}>Nothing recorded yet.</p>;
  }
  const at = now ?? new Date();
  return (
    <ol className={styles.timeline} aria-label="Project activity, oldest first">
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} now={at} />
      ))}
    </ol>
  );
}

function ActivityItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const line = describeActivity(entry);
  const absolute = formatDateTime(entry.at);
  return (
    <li className={styles.item} data-type={entry.type}>
      <span className={styles.dot[line.tone]}>
        <Icon name={line.icon} size={16} />
      </span>
      <div className={styles.content}>
        <span className={styles.title[entry.type === 'email' ? 'email' : 'step']}>
          {line.title}
        </span>
        {line.detail && <span className={styles.detail[line.tone]}>{line.detail}</span>}
        <span className={styles.meta}>
          {actorLabel(entry.actor)} ·{' '}
          <time dateTime={entry.at} title={absolute}>
            {relativeTime(entry.at, now)}
          </time>{' '}
          · {absolute}
        </span>
      </div>
    </li>
  );
}
