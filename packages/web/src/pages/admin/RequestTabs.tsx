import { Tabs } from 'radix-ui';
import type { RequestStatus } from '@workshop/domain';
import type { AdminRequest, ListedRequest } from '../../api/admin-requests';
import type { PageWindow } from './pagination';
import type { CardAction } from './RequestCard';
import { RequestList } from './RequestList';
import { ADMIN_TABS, DECLINED_TAB, type StatusCounts } from './tabs';
import * as styles from './request-tabs.css';

export interface RequestTabsProps {
  readonly tab: RequestStatus;
  readonly onTab: (tab: RequestStatus) => void;
  /** The open tab's page of cards; null while the tab's first page loads. */
  readonly requests: readonly ListedRequest[] | null;
  readonly window: PageWindow;
  readonly hasNext: boolean;
  readonly busy: boolean;
  /** Everything, by status. */
  readonly counts: StatusCounts;
  /** What the search matches, by status: the figure on each tab. */
  readonly matching: StatusCounts;
  readonly searching: boolean;
  readonly onPage: (move: 'first' | 'previous' | 'next') => void;
  readonly unreadFor: (id: number) => number;
  readonly onAction: (action: CardAction, request: AdminRequest) => void;
}

const ALL_TABS = [...ADMIN_TABS, DECLINED_TAB];

/**
 * The four status tabs, each with its count of matches, and Declined set apart after them; the
 * open tab shows its page of cards (only the open one is read from the server).
 */
export function RequestTabs({
  tab,
  onTab,
  requests,
  window,
  hasNext,
  busy,
  counts,
  matching,
  searching,
  onPage,
  unreadFor,
  onAction,
}: RequestTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as RequestStatus)}>
      <Tabs.List className={styles.tabsList} aria-label="Requests by status">
        {ALL_TABS.map((item) => (
          <Tabs.Trigger
            key={item.status}
            value={item.status}
            className={
              item === DECLINED_TAB ? `${styles.tabTrigger} ${styles.apart}` : styles.tabTrigger
            }
          >
            {item.label}
            <span className={styles.tabCount}>{matching[item.status]}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ALL_TABS.map((item) => (
        <Tabs.Content key={item.status} value={item.status} className={styles.tabPanel}>
          {item.status === tab && (
            <RequestList
              tab={item}
              requests={requests}
              window={window}
              matching={matching[item.status]}
              inTab={counts[item.status]}
              total={counts.total}
              searching={searching}
              hasNext={hasNext}
              busy={busy}
              onPage={onPage}
              unreadFor={unreadFor}
              onAction={onAction}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
