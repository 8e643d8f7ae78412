import { useRef, useState, type ReactNode } from 'react';
import type { ProgressUpdate } from '../../api/progress';
import { visuallyHidden } from '../../design/recipes.css';
import { formatDateTime } from '../../lib/dates';
import { PhotoViewer, photoAlt } from './PhotoViewer';
import * as styles from './progress-timeline.css';

/**
 * The customer's view of how their piece is coming along: the workshop's updates, newest first,
 * on a vertical line; each photo a thumbnail that opens larger in the viewer. Updates the
 * customer had not seen before opening it are marked New.
 */
export function ProgressTimeline({
  id,
  updates,
  unseen,
  actions,
}: {
  id?: string;
  /** The workshop's own controls under each update (Edit, Delete); none on the customer's side. */
  actions?: (update: ProgressUpdate) => ReactNode;
  updates: readonly ProgressUpdate[];
  /** Ids of the updates that were unread when the timeline was opened. */
  unseen: ReadonlySet<number>;
}) {
  const [viewing, setViewing] = useState<{ update: ProgressUpdate; index: number } | null>(null);
  // The thumbnail that opened the viewer gets focus back when it closes (the viewer has no
  // Radix trigger to return to).
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setViewing(null);
    setTimeout(() => opener.current?.focus(), 0);
  };

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id ?? 'progress'}-title`}>
      {/* The button that opens the timeline already says what it is: a heading for screen
          readers only. */}
      <h3 id={`${id ?? 'progress'}-title`} className={visuallyHidden}>
        Workshop progress
      </h3>
      {updates.length === 0 ? (
        <p className={styles.empty}>
          No updates yet: we post photos here as your piece takes shape.
        </p>
      ) : (
        <ol className={styles.list} data-testid="progress-timeline">
          {updates.map((update) => (
            <li key={update.id} className={styles.entry} data-testid="progress-entry">
              <div className={styles.entryHead}>
                <h4 className={styles.milestone}>{update.milestone}</h4>
                <time className={styles.time} dateTime={update.postedAt}>
                  {formatDateTime(update.postedAt)}
                </time>
                {update.editedAt && (
                  <span className={styles.edited} title={formatDateTime(update.editedAt)}>
                    edited
                  </span>
                )}
                {unseen.has(update.id) && <span className={styles.fresh}>New</span>}
              </div>
              {update.authorName && <p className={styles.author}>by {update.authorName}</p>}
              {update.note && <p className={styles.note}>{update.note}</p>}
              {update.photos.length > 0 && (
                <ul className={styles.thumbnails} aria-label={`Photos: ${update.milestone}`}>
                  {update.photos.map((photo, index) => (
                    <li key={photo.url}>
                      <button
                        type="button"
                        className={styles.thumbnailButton}
                        aria-label={`Open ${photoAlt(update.milestone, index, update.photos.length).toLowerCase()}`}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setViewing({ update, index });
                        }}
                      >
                        <img
                          className={styles.thumbnail}
                          src={photo.thumbnailUrl}
                          alt={photoAlt(update.milestone, index, update.photos.length)}
                          loading="lazy"
                          width={photo.width}
                          height={photo.height}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {actions?.(update)}
            </li>
          ))}
        </ol>
      )}
      <PhotoViewer
        milestone={viewing?.update.milestone ?? ''}
        photos={viewing?.update.photos ?? []}
        index={viewing?.index ?? null}
        onIndexChange={(index) => setViewing((current) => current && { ...current, index })}
        onClose={close}
      />
    </section>
  );
}
