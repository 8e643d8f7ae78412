import { useRef } from 'react';
import { visuallyHidden } from '../../design/recipes.css';
import type { AdminRequest, ListedRequest } from '../../api/admin-requests';
import { Pagination } from './Pagination';
import type { PageWindow } from './pagination';
import { RequestCard, type CardAction } from './RequestCard';
import { emptyStateText, pageRangeText, showingText, type AdminTab } from './tabs';
import * as styles from './request-list.css';

export interface RequestListProps {
  readonly tab: AdminTab;
  /** The page's cards; null while the tab's first page loads. */
  readonly requests: readonly ListedRequest[] | null;
  readonly window: PageWindow;
  /** The tab's requests that match the search. */
  readonly matching: number;
  /** Everything in the tab. */
  readonly inTab: number;
  /** Everything in the panel. */
  readonly total: number;
  readonly searching: boolean;
  readonly hasNext: boolean;
  /** A page is on its way: the buttons wait. */
  readonly busy: boolean;
  readonly onPage: (move: 'first' | 'previous' | 'next') => void;
  readonly unreadFor: (id: number) => number;
  readonly onAction: (action: CardAction, request: AdminRequest) => void;
}

/** A tab's content: 'Showing ...', the cards of one page (or the empty state), the pages. */
export function RequestList({
  tab,
  requests,
  window,
  matching,
  inTab,
  total,
  searching,
  hasNext,
  busy,
  onPage,
  unreadFor,
  onAction,
}: RequestListProps) {
  const showingRef = useRef<HTMLParagraphElement>(null);
  const empty = requests && emptyStateText(tab, { total, shown: requests.length, searching });
  const range = pageRangeText({ from: window.from, to: window.to, matching });

  const goTo = (move: 'first' | 'previous' | 'next') => {
    onPage(move);
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
        {showingText(tab, { matching, inTab })}
        {range && <span className={styles.range}>{` · ${range}`}</span>}
      </p>
      {!requests ? (
        <p className={styles.empty} role="status">
          Loading {tab.noun}...
        </p>
      ) : empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-busy={busy}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} unread={unreadFor(request.id)} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={`${tab.label} pages`}
        window={window}
        total={matching}
        hasNext={hasNext}
        busy={busy}
        onPrevious={() => goTo('previous')}
        onNext={() => goTo('next')}
        onFirst={() => goTo('first')}
      />
    </>
  );
}
