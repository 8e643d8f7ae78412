import { Button } from '../../ui/Button';
import { pageNumbers } from './pagination';
import * as styles from './pagination.css';

/** Previous, numbered pages and Next; the current page is marked for assistive technology. */
export function Pagination({
  label,
  page,
  pageCount,
  from,
  to,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.pageInfo}>
        Page {page} of {pageCount} · {from}–{to} of {total}
      </p>
      <ul className={styles.pageList}>
        <li>
          <Button tone="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
        </li>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Button
                tone="secondary"
                size="sm"
                className={styles.pageButton}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            tone="secondary"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </li>
      </ul>
    </nav>
  );
}
