import { useEffect } from 'react';
import type { ProgressPhoto } from '../../api/progress';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import * as styles from './progress-timeline.css';

/** The text every view of a photo gives it: what stage it shows, and which of the update's. */
export function photoAlt(milestone: string, index: number, count: number): string {
  return count > 1
    ? `Workshop photo ${index + 1} of ${count}: ${milestone}`
    : `Workshop photo: ${milestone}`;
}

/**
 * One update's photos, larger, in a modal (Radix Dialog): focus stays inside and returns to
 * the thumbnail, Escape or the close button close it, the arrow keys and the buttons move
 * between the update's photos.
 */
export function PhotoViewer({
  milestone,
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  milestone: string;
  photos: readonly ProgressPhoto[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + step + count) % count);
  };
  // The arrow keys move between the photos wherever focus is in the viewer (the close button,
  // Previous or Next): the modal has all of it while it is open.
  useEffect(() => {
    if (index === null || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={milestone}
      description={index === null ? undefined : `Photo ${index + 1} of ${count}`}
      contentProps={{ 'data-testid': 'photo-viewer' }}
    >
      {current && index !== null && (
        <figure className={styles.viewerFigure}>
          <img
            className={styles.viewerImage}
            src={current.url}
            alt={photoAlt(milestone, index, count)}
            width={current.width}
            height={current.height}
          />
          <figcaption className={styles.viewerCaption}>
            <span>{current.name}</span>
            {count > 1 && (
              <span className={styles.viewerNav}>
                <Button tone="secondary" size="sm" onClick={() => go(-1)}>
                  <Icon name="arrowLeft" size={16} />
                  Previous
                </Button>
                <Button tone="secondary" size="sm" onClick={() => go(1)}>
                  Next
                  <Icon name="arrowLeft" size={16} style={{ transform: 'rotate(180deg)' }} />
                </Button>
              </span>
            )}
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
