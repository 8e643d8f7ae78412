import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import type { RequestStatus } from '@workshop/domain';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { REQUESTS_KEY } from '../../api/query-keys';
import { MessagingDialog, useUnreadCounts } from '../../features/messages';
import { SESSION_KEY } from '../../session/use-session';
import { Button } from '../../ui/Button';
import type { AdminRequest } from './admin-request';
import { rememberedAdminName } from './admin-name';
import { AdminHeader } from './AdminHeader';
import { AdminNotesDialog } from './AdminNotesDialog';
import { CountBadges } from './CountBadges';
import { DeleteRequestDialog } from './DeleteRequestDialog';
import { QuoteDialog } from './QuoteDialog';
import { RequestList } from './RequestList';
import type { CardAction } from './RequestCard';
import { SearchBox } from './SearchBox';
import { filterRequests, isSearchActive } from './search';
import { StatusDialog } from './StatusDialog';
import { ADMIN_TABS, countByStatus, groupByStatus, type RequestsByStatus } from './tabs';
import * as styles from './admin.css';

const FIRST_PAGES: Readonly<Record<RequestStatus, number>> = {
  new: 1,
  quoted: 1,
  in_progress: 1,
  completed: 1,
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
  const requestsQuery = useQuery<AdminRequest[]>({
    queryKey: REQUESTS_KEY,
    refetchOnMount: 'always',
  });
  const unread = useUnreadCounts('admin');
  const requests = requestsQuery.data ?? NO_REQUESTS;

  // The session ended (or was never an admin one): back to the login.
  const authError =
    requestsQuery.error instanceof ApiError &&
    (requestsQuery.error.status === 401 || requestsQuery.error.status === 403);
  useEffect(() => {
    if (!authError) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate('/admin-login', { replace: true });
  }, [authError, navigate, queryClient]);

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
    }),
    [groups, deferredQuery],
  );
  const byId = useMemo(() => new Map(requests.map((request) => [request.id, request])), [requests]);

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
      <main className={`${styles.shell} ${styles.main}`}>
        <div className={styles.toolbar}>
          <SearchBox value={query} onChange={setQuery} busy={query !== deferredQuery} />
          <CountBadges counts={counts} />
        </div>

        {requestsQuery.isLoading ? (
          <p className={styles.status} role="status">
            Loading requests...
          </p>
        ) : requestsQuery.isError && !authError ? (
          <div className={styles.status} role="alert">
            <p>The requests could not be loaded.</p>
            <Button tone="secondary" onClick={() => void requestsQuery.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as RequestStatus)}>
            <Tabs.List className={styles.tabsList} aria-label="Requests by status">
              {ADMIN_TABS.map((item) => (
                <Tabs.Trigger key={item.status} value={item.status} className={styles.tabTrigger}>
                  {item.label}
                  <span className={styles.tabCount}>{matches[item.status].length}</span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {ADMIN_TABS.map((item) => (
              <Tabs.Content key={item.status} value={item.status} className={styles.tabPanel}>
                <RequestList
                  tab={item}
                  matches={matches[item.status]}
                  inTab={groups[item.status].length}
                  total={requests.length}
                  searching={searching}
                  page={pages[item.status]}
                  onPage={(page) => setPages((current) => ({ ...current, [item.status]: page }))}
                  unreadFor={unreadFor}
                  onAction={onAction}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </main>

      {dialog && target && dialog.kind === 'quote' && (
        <QuoteDialog request={target} open={dialog.open} onOpenChange={onOpenChange} />
      )}
      {dialog && target && dialog.kind === 'status' && (
        <StatusDialog request={target} open={dialog.open} onOpenChange={onOpenChange} />
      )}
      {dialog && target && dialog.kind === 'notes' && (
        <AdminNotesDialog request={target} open={dialog.open} onOpenChange={onOpenChange} />
      )}
      {dialog && target && dialog.kind === 'delete' && (
        <DeleteRequestDialog request={target} open={dialog.open} onOpenChange={onOpenChange} />
      )}
      {dialog && target && dialog.kind === 'messages' && (
        <MessagingDialog
          key={target.id}
          projectId={target.id}
          projectLabel={`Project #${target.id} · ${target.fullName}`}
          open={dialog.open}
          onOpenChange={onOpenChange}
          userType="admin"
          defaultSenderName={rememberedAdminName() || 'Oak & Ember Team'}
        />
      )}
    </div>
  );
}
