import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '@workshop/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminRequests, type AdminRequest } from '../../api/admin-requests';
import { isStatus } from '../../api/errors';
import { useUnreadCounts } from '../../api/messages';
import { SESSION_KEY } from '../../api/query-keys';
import { Button } from '../../ui/Button';
import { AdminHeader } from './AdminHeader';
import { AdminSections, adminViewOf } from './AdminSections';
import { CountBadges } from './CountBadges';
import { EmailsView } from './EmailsView';
import type { CardAction } from './RequestCard';
import { RequestDialog } from './RequestDialog';
import { RequestTabs } from './RequestTabs';
import { SearchBox } from './SearchBox';
import { filterRequests, isSearchActive } from './search';
import { countByStatus, groupByStatus, type RequestsByStatus } from './tabs';
import { shell } from './shell.css';
import * as styles from './admin-panel.css';

const FIRST_PAGES: Readonly<Record<RequestStatus, number>> = {
  new: 1,
  quoted: 1,
  in_progress: 1,
  completed: 1,
  declined: 1,
};

interface OpenDialog {
  readonly kind: CardAction;
  /** The request as it was when the dialog opened; the live one is preferred while it exists. */
  readonly request: AdminRequest;
  readonly open: boolean;
}

const NO_REQUESTS: readonly AdminRequest[] = [];

/**
 * The admin panel. Every request is loaded once (newest first) and kept in memory: grouping by
 * status is one pass, the search runs on a deferred copy of the query so typing never waits for
 * the list, and each tab renders one page of cards.
 */
export function AdminPanel() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const requestsQuery = useAdminRequests();
  const unread = useUnreadCounts('admin');
  const requests = requestsQuery.data ?? NO_REQUESTS;
  const [searchParams] = useSearchParams();
  const view = adminViewOf(searchParams);

  // Not an admin session after all (403): back to the login, where the session is asked again.
  // A session that ended (401) is ended by the query client, and the guard leaves too.
  const forbidden = isStatus(requestsQuery.error, 403);
  const refused = forbidden || isStatus(requestsQuery.error, 401);
  useEffect(() => {
    if (!forbidden) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate('/admin-login', { replace: true });
  }, [forbidden, navigate, queryClient]);

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = isSearchActive(deferredQuery);
  const [tab, setTab] = useState<RequestStatus>('new');
  const [pages, setPages] = useState(FIRST_PAGES);

  const groups = useMemo(() => groupByStatus(requests), [requests]);
  const counts = useMemo(() => countByStatus(groups, requests.length), [groups, requests.length]);
  const matches = useMemo<RequestsByStatus<AdminRequest>>(
    () => ({
      new: filterRequests(groups.new, deferredQuery),
      quoted: filterRequests(groups.quoted, deferredQuery),
      in_progress: filterRequests(groups.in_progress, deferredQuery),
      completed: filterRequests(groups.completed, deferredQuery),
      declined: filterRequests(groups.declined, deferredQuery),
    }),
    [groups, deferredQuery],
  );
  const byId = useMemo(() => new Map(requests.map((request) => [request.id, request])), [requests]);

  const onPage = useCallback((status: RequestStatus, page: number) => {
    setPages((current) => ({ ...current, [status]: page }));
  }, []);
  // A new search starts every tab at its first page.
  useEffect(() => setPages(FIRST_PAGES), [deferredQuery]);

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

  return (
    <div className={styles.page}>
      <AdminHeader />
      <main className={`${shell} ${styles.main}`}>
        <AdminSections view={view} />
        {view === 'emails' ? (
          <EmailsView />
        ) : (
          <>
            <div className={styles.toolbar}>
              <SearchBox value={query} onChange={setQuery} busy={query !== deferredQuery} />
              <CountBadges counts={counts} />
            </div>
            {requestsQuery.isLoading ? (
              <p className={styles.status} role="status">
                Loading requests...
              </p>
            ) : requestsQuery.isError && !refused ? (
              <div className={styles.status} role="alert">
                <p>The requests could not be loaded.</p>
                <Button tone="secondary" onClick={() => void requestsQuery.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <RequestTabs
                tab={tab}
                onTab={setTab}
                groups={groups}
                matches={matches}
                total={requests.length}
                searching={searching}
                pages={pages}
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
