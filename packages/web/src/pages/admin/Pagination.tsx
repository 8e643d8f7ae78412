import { Button } from '../../ui/Button';
import type { PageWindow } from './pagination';
import * as styles from './pagination.css';

/**
 * Previous and Next, and where the page sits. Pages come by keyset (each "the next 25 after this
 * one"), so there are no page numbers to jump to; First returns to the top from deep in a list.
 */
export function Pagination({
  label,
  window: { page, pageCount, from, to },
  total,
  hasNext,
  busy,
  onPrevious,
  onNext,
  onFirst,
}: {
  label: string;
  window: PageWindow;
  total: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFirst: () => void;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.pageInfo}>
        Page {page} of {pageCount} · {from}–{to} of {total}
      </p>
      <ul className={styles.pageList}>
        {page > 2 && (
          <li>
            <Button tone="secondary" size="sm" disabled={busy} onClick={onFirst}>
              First
            </Button>
          </li>
        )}
        <li>
          <Button tone="secondary" size="sm" disabled={page <= 1 || busy} onClick={onPrevious}>
            Previous
          </Button>
        </li>
        <li>
          <Button tone="secondary" size="sm" disabled={!hasNext || busy} onClick={onNext}>
            Next
          </Button>
        </li>
      </ul>
    </nav>
  );
}
