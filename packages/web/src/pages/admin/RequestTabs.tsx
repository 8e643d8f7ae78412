import { Tabs } from 'radix-ui';
import type { RequestStatus } from '@workshop/domain';
import type { AdminRequest } from '../../api/admin-requests';
import type { CardAction } from './RequestCard';
import { RequestList } from './RequestList';
import { ADMIN_TABS, DECLINED_TAB, type RequestsByStatus } from './tabs';
import * as styles from './request-tabs.css';

export interface RequestTabsProps {
  readonly tab: RequestStatus;
  readonly onTab: (tab: RequestStatus) => void;
  /** Each tab's requests. */
  readonly groups: RequestsByStatus<AdminRequest>;
  /** Each tab's requests that match the search. */
  readonly matches: RequestsByStatus<AdminRequest>;
  /** Everything in the panel. */
  readonly total: number;
  readonly searching: boolean;
  readonly pages: Readonly<Record<RequestStatus, number>>;
  readonly onPage: (tab: RequestStatus, page: number) => void;
  readonly unreadFor: (id: number) => number;
  readonly onAction: (action: CardAction, request: AdminRequest) => void;
}

const ALL_TABS = [...ADMIN_TABS, DECLINED_TAB];

/**
 * The four status tabs, each with its count of matches and its list of cards, and Declined set
 * apart after them.
 */
export function RequestTabs({
  tab,
  onTab,
  groups,
  matches,
  total,
  searching,
  pages,
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
            <span className={styles.tabCount}>{matches[item.status].length}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ALL_TABS.map((item) => (
        <Tabs.Content key={item.status} value={item.status} className={styles.tabPanel}>
          <RequestList
            tab={item}
            matches={matches[item.status]}
            inTab={groups[item.status].length}
            total={total}
            searching={searching}
            page={pages[item.status]}
            onPage={(page) => onPage(item.status, page)}
            unreadFor={unreadFor}
            onAction={onAction}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
