import { useRef } from 'react';
import { visuallyHidden } from '../../design/recipes.css';
import type { AdminRequest } from '../../api/admin-requests';
import { pageOf } from './pagination';
import { Pagination } from './Pagination';
import { RequestCard, type CardAction } from './RequestCard';
import { emptyStateText, showingText, type AdminTab } from './tabs';
import * as styles from './request-list.css';

export interface RequestListProps {
  readonly tab: AdminTab;
  /** The tab's requests that match the search. */
  readonly matches: readonly AdminRequest[];
  /** Everything in the tab. */
  readonly inTab: number;
  /** Everything in the panel. */
  readonly total: number;
  readonly searching: boolean;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly unreadFor: (id: number) => number;
  readonly onAction: (action: CardAction, request: AdminRequest) => void;
}

/** A tab's content: 'Showing X of Y ...', the cards of one page (or the empty state), pages. */
export function RequestList({
  tab,
  matches,
  inTab,
  total,
  searching,
  page,
  onPage,
  unreadFor,
  onAction,
}: RequestListProps) {
  const showingRef = useRef<HTMLParagraphElement>(null);
  const slice = pageOf(matches, page);
  const empty = emptyStateText(tab, { total, shown: matches.length, searching });

  const goTo = (next: number) => {
    onPage(next);
    // The new page starts at the top, and so does the keyboard user.
    requestAnimationFrame(() => {
      showingRef.current?.focus({ preventScroll: true });
      showingRef.current?.scrollIntoView?.({ block: 'start' });
    });
  };

  return (
    <>
      <h2 className={visuallyHidden}>{tab.label}</h2>
      <p
        ref={showingRef}
        className={styles.showing}
        tabIndex={-1}
        aria-live="polite"
        data-showing=""
      >
        {showingText(tab, matches.length, inTab)}
      </p>
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {slice.items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} unread={unreadFor(request.id)} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={`${tab.label} pages`}
        page={slice.page}
        pageCount={slice.pageCount}
        from={slice.from}
        to={slice.to}
        total={matches.length}
        onPage={goTo}
      />
    </>
  );
}
