import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@workshop/domain';
import { unreadCountsKey } from '../../api/query-keys';
import { fetchUnreadCounts } from './api';

/** Spec section 9: unread counts are polled every 30 000 ms. */
export const UNREAD_POLL_MS = 30_000;

const EMPTY: Readonly<Record<string, number>> = {};

/**
 * Unread messages per project for one side, polled every 30 s. A failure is not shown (spec
 * section 8): the badges simply stay as they were.
 */
export function useUnreadCounts(userType: UserType, options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: unreadCountsKey(userType),
    queryFn: () => fetchUnreadCounts(userType),
    refetchInterval: UNREAD_POLL_MS,
    enabled: options.enabled ?? true,
  });
  const counts = query.data?.data ?? EMPTY;
  return {
    counts,
    /** The unread count for one project (0 when none). */
    countFor: (projectId: number): number => counts[String(projectId)] ?? 0,
    isLoading: query.isLoading,
  };
}
