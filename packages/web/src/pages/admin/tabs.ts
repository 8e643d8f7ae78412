import type { RequestStatus } from '@workshop/domain';

export interface AdminTab {
  readonly status: RequestStatus;
  /** The tab's name. */
  readonly label: string;
  /** What the tab lists, in "Showing X of Y ..." */
  readonly noun: string;
  /** The text when the tab has nothing (and no search narrows it). */
  readonly empty: string;
  /** The text when a search leaves nothing in the tab. */
  readonly emptySearch: string;
}

/** The four tabs of the admin panel, in order (spec section 2, /admin). */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    status: 'new',
    label: 'New Requests',
    noun: 'new requests',
    empty: 'No new requests to review.',
    emptySearch: 'No new requests match your search.',
  },
  {
    status: 'quoted',
    label: 'Quoted',
    noun: 'quoted requests',
    empty: 'No requests have been quoted yet.',
    emptySearch: 'No quoted requests match your search.',
  },
  {
    status: 'in_progress',
    label: 'Current Works',
    noun: 'in progress requests',
    empty: 'No projects currently in progress.',
    emptySearch: 'No in progress requests match your search.',
  },
  {
    status: 'completed',
    label: 'Completed',
    noun: 'completed requests',
    empty: 'No completed projects yet.',
    emptySearch: 'No completed requests match your search.',
  },
];

/**
 * Declined projects: listed apart from the four tabs (after them, set off), so the work that
 * waits stays in front while a declined customer can still be won back with a new version.
 */
export const DECLINED_TAB: AdminTab = {
  status: 'declined',
  label: 'Declined',
  noun: 'declined requests',
  empty: 'No customer has declined a quote.',
  emptySearch: 'No declined requests match your search.',
};

export const NO_REQUESTS_MESSAGE = 'No furniture requests submitted yet.';

export type StatusCounts = Readonly<Record<RequestStatus, number>> & { readonly total: number };

/**
 * The line above a tab's cards, word for word the spec's "Showing X of Y ...": the requests the
 * search matches (all of them without one) out of everything in the tab, on every page.
 */
export function showingText(
  tab: AdminTab,
  { matching, inTab }: { matching: number; inTab: number },
) {
  return `Showing ${matching} of ${inTab} ${tab.noun}`;
}

/** Beside it, over several pages, which cards this page holds ("cards 26–31 on this page"). */
export function pageRangeText({
  from,
  to,
  matching,
}: {
  from: number;
  to: number;
  matching: number;
}): string | null {
  return from <= 1 && to >= matching ? null : `cards ${from}–${to} on this page`;
}

/**
 * The empty-state text of a tab, or null when it has something to show. With no requests at
 * all the panel says so; with an active search that leaves nothing, the search variant.
 */
export function emptyStateText(
  tab: AdminTab,
  { total, shown, searching }: { total: number; shown: number; searching: boolean },
): string | null {
  if (shown > 0) return null;
  if (total === 0) return NO_REQUESTS_MESSAGE;
  return searching ? tab.emptySearch : tab.empty;
}
