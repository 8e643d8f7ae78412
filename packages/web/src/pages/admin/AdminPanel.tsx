import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '@workshop/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useRequestPage,
  type AdminRequest,
  type RequestSort,
  type StatusCounts,
} from '../../api/admin-requests';
import { isStatus } from '../../api/errors';
import { useUnreadCounts } from '../../api/messages';
import { SESSION_KEY } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { AdminHeader } from './AdminHeader';
import { AdminSections, adminViewOf } from './AdminSections';
import { CountBadges } from './CountBadges';
import { EmailsView } from './EmailsView';
import { TeamView } from './TeamView';
import { WorkshopView } from './WorkshopView';
import { PortfolioView } from './PortfolioView';
import { PricesView } from './PricesView';
import { ReviewsView } from './ReviewsView';
import { InboxView } from './InboxView';
import { pageWindow } from './pagination';
import type { CardAction } from './RequestCard';
import { RequestDialog } from './RequestDialog';
import { RequestTableView } from './RequestTableView';
import { RequestTabs } from './RequestTabs';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { isSearchActive, searchTermOf, useDebouncedValue } from './search';
import { shell } from './shell.css';
import { layoutOf, tableParamsOf, withTableParams } from './table-params';
import { layoutToggle } from './request-table.css';
import * as styles from './admin-panel.css';

/** Each tab's way back: the cursor of every page read so far (null for the first). */
type Trails = Readonly<Record<RequestStatus, readonly (string | null)[]>>;

const FIRST_PAGES: Trails = {
  new: [null],
  quoted: [null],
  in_progress: [null],
  completed: [null],
  declined: [null],
};

const NO_COUNTS: StatusCounts = {
  total: 0,
  new: 0,
  quoted: 0,
  in_progress: 0,
  completed: 0,
  declined: 0,
};

interface OpenDialog {
  readonly kind: CardAction;
  /** The request as it was when the dialog opened; the live one is preferred while it exists. */
  readonly request: AdminRequest;
  readonly open: boolean;
}

/**
 * The admin panel. The server holds the list: the open tab's page of 25 in the chosen order,
 * the search, and every tab's figures come from one call, so the panel costs the same at 20
 * requests or 20,000. Pages go forward by keyset cursor; the panel keeps the cursors it has
 * used, per tab, to go back.
 */
export function AdminPanel() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unread = useUnreadCounts('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = adminViewOf(searchParams);
  const layout = layoutOf(searchParams);
  const owner = useSession({ side: 'admin' }).data?.staffRole === 'owner';

  const [query, setQuery] = useState('');
  const search = searchTermOf(useDebouncedValue(query));
  const searching = isSearchActive(search);
  const [tab, setTab] = useState<RequestStatus>('new');
  const [sort, setSort] = useState<RequestSort>('newest');
  const [trails, setTrails] = useState(FIRST_PAGES);
  // A new search or order starts every tab at its first page.
  useEffect(() => setTrails(FIRST_PAGES), [search, sort]);

  const trail = trails[tab];
  const pageQuery = useRequestPage({ status: tab, sort, search, cursor: trail.at(-1) ?? null });
  // While a page loads, the tab's previous page stays up, marked busy (see useRequestPage).
  const page = pageQuery.data;
  const requests = page?.requests ?? null;
  const busy = !page || pageQuery.isPlaceholderData;

  // The figures stay up while a page loads.
  const lastFigures = useRef({ counts: NO_COUNTS, matching: NO_COUNTS });
  if (page) lastFigures.current = { counts: page.counts, matching: page.matching };
  const { counts, matching } = lastFigures.current;

  // Not an admin session after all (403): back to the login, where the session is asked again.
  // A session that ended (401) is ended by the query client, and the guard leaves too.
  const forbidden = isStatus(pageQuery.error, 403);
  const refused = forbidden || isStatus(pageQuery.error, 401);
  useEffect(() => {
    if (!forbidden) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate('/admin-login', { replace: true });
  }, [forbidden, navigate, queryClient]);

  const onPage = useCallback(
    (move: 'first' | 'previous' | 'next') => {
      setTrails((all) => {
        const steps = all[tab];
        if (move === 'first') return { ...all, [tab]: [null] };
        if (move === 'previous') return { ...all, [tab]: steps.slice(0, -1) };
        const next = page?.nextCursor;
        return next ? { ...all, [tab]: [...steps, next] } : all;
      });
    },
    [tab, page?.nextCursor],
  );

  const position = pageWindow({
    index: trail.length - 1,
    shown: requests?.length ?? 0,
    matching: matching[tab],
  });

  const byId = useMemo(
    () => new Map((requests ?? []).map((request) => [request.id, request])),
    [requests],
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onAction = useCallback((kind: CardAction, request: AdminRequest) => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ kind, request, open: true });
  }, []);

  // A dialog returns focus to the button that opened it; when that card has left the tab
  // (quoted, completed, deleted), focus goes to the tab's "Showing ..." line instead of the page.
  const dialogOpen = dialog?.open ?? false;
  useEffect(() => {
    const opener = openerRef.current;
    if (dialogOpen || !opener || opener.isConnected) return;
    openerRef.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>('[role="tabpanel"] [data-showing]')?.focus();
  }, [dialogOpen, requests]);
  const onOpenChange = useCallback((open: boolean) => {
    setDialog((current) => (current ? { ...current, open } : null));
  }, []);
  const target = dialog ? (byId.get(dialog.request.id) ?? dialog.request) : null;

  const unreadCounts = unread.counts;
  // Stable while the counts are unchanged, so cards re-render only when their own count moves.
  const unreadFor = useCallback((id: number) => unreadCounts[String(id)] ?? 0, [unreadCounts]);

  const firstLoad = !page && pageQuery.isLoading && counts === NO_COUNTS;

  const showLayout = (next: 'cards' | 'table') => {
    if (next === 'table') {
      setSearchParams(withTableParams(searchParams, tableParamsOf(searchParams)));
      return;
    }
    const cards = new URLSearchParams(searchParams);
    // 'view' too: the inbox opens a project's card among the requests.
    for (const name of [
      'view',
      'layout',
      'sort',
      'dir',
      'status',
      'type',
      'overdue',
      'waiting',
      'unread',
    ]) {
      cards.delete(name);
    }
    setSearchParams(cards);
  };
  // A table row opens its card: the cards, on the row's tab, searched for its number.
  const openCard = (id: number, status: RequestStatus) => {
    showLayout('cards');
    setTab(status);
    setQuery(`#${id}`);
  };
  const layoutButtons = (
    <div className={layoutToggle} role="group" aria-label="Layout">
      {(['cards', 'table'] as const).map((option) => (
        <Button
          key={option}
          tone={layout === option ? 'primary' : 'secondary'}
          aria-pressed={layout === option}
          onClick={() => showLayout(option)}
        >
          {option === 'cards' ? 'Cards' : 'Table'}
        </Button>
      ))}
    </div>
  );

  return (
    <div className={styles.page}>
      <AdminHeader />
      <main className={`${shell} ${styles.main}`}>
        <AdminSections view={view} owner={owner} />
        {view === 'team' && owner ? (
          <TeamView />
        ) : view === 'workshop' && owner ? (
          <WorkshopView />
        ) : view === 'portfolio' && owner ? (
          <PortfolioView />
        ) : view === 'prices' && owner ? (
          <PricesView />
        ) : view === 'emails' ? (
          <EmailsView />
        ) : view === 'reviews' ? (
          <ReviewsView />
        ) : view === 'inbox' ? (
          <InboxView onOpen={openCard} />
        ) : layout === 'table' ? (
          <>
            <div className={styles.toolbar}>
              {layoutButtons}
              <div className={styles.counts}>
                <CountBadges counts={counts} />
              </div>
            </div>
            <RequestTableView onOpen={openCard} />
          </>
        ) : (
          <>
            {layoutButtons}
            <div className={styles.toolbar}>
              <SearchBox
                value={query}
                onChange={setQuery}
                busy={searchTermOf(query) !== search || pageQuery.isFetching}
              />
              <SortSelect value={sort} onChange={setSort} />
              <div className={styles.counts}>
                <CountBadges counts={counts} />
              </div>
            </div>
            {firstLoad ? (
              <p className={styles.status} role="status">
                Loading requests...
              </p>
            ) : pageQuery.isError && !page && !refused ? (
              <div className={styles.status} role="alert">
                <p>The requests could not be loaded.</p>
                <Button tone="secondary" onClick={() => void pageQuery.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <RequestTabs
                tab={tab}
                onTab={setTab}
                requests={requests}
                window={position}
                hasNext={!busy && !!page?.nextCursor}
                busy={busy}
                counts={counts}
                matching={matching}
                searching={searching}
                onPage={onPage}
                unreadFor={unreadFor}
                onAction={onAction}
              />
            )}
          </>
        )}
      </main>

      {dialog && target && (
        <RequestDialog
          action={dialog.kind}
          request={target}
          open={dialog.open}
          onOpenChange={onOpenChange}
        />
      )}
    </div>
  );
}
