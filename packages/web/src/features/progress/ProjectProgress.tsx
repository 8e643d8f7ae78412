import { useEffect, useId, useRef, useState } from 'react';
import { useMarkProgressRead, useProgress } from '../../api/progress';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { UnreadBadge } from '../messages/UnreadBadge';
import { ProgressTimeline } from './ProgressTimeline';
import * as styles from './project-progress.css';

/** Statuses whose card has a timeline: from approval on. */
const WITH_PROGRESS: ReadonlySet<string> = new Set(['in_progress', 'completed']);

/**
 * The customer card's progress: a button naming the latest milestone, with the count of updates
 * not seen yet, that opens the timeline; opening it marks them read (like opening a thread).
 */
export function ProjectProgress({ projectId, status }: { projectId: number; status: string }) {
  const shown = WITH_PROGRESS.has(status);
  const timelineId = `progress${useId()}`;
  const progress = useProgress(projectId, { enabled: shown });
  const markRead = useMarkProgressRead(projectId);
  const [open, setOpen] = useState(false);
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());
  const marking = useRef(false);

  const updates = progress.data?.data ?? [];
  const unread = progress.data?.unread ?? 0;

  // Opened with something unread: remember what was new (to mark it so), then mark it read.
  useEffect(() => {
    if (!open || unread === 0 || marking.current) return;
    marking.current = true;
    setUnseen(
      (current) =>
        new Set([
          ...current,
          ...updates.filter((update) => !update.readByCustomer).map((update) => update.id),
        ]),
    );
    markRead.mutate(undefined, { onSettled: () => (marking.current = false) });
  }, [open, unread, updates, markRead]);

  if (!shown || !progress.data) return null;
  const latest = updates[0];

  return (
    <div className={styles.wrapper}>
      <Button
        tone="secondary"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? timelineId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="image" size={16} />
        <span className={styles.label}>
          Workshop progress
          {latest && <span className={styles.latest}> · {latest.milestone}</span>}
        </span>
        <UnreadBadge count={unread} />
        <Icon
          name="chevronDown"
          size={16}
          style={{ transform: open ? 'rotate(180deg)' : undefined }}
        />
      </Button>
      {open && <ProgressTimeline id={timelineId} updates={updates} unseen={unseen} />}
    </div>
  );
}
