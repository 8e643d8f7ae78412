import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from './query-keys';
import { currentSide, type SessionSide } from './side';
import { getSession, SIGNED_OUT_SESSION } from './session-state';

/** Each side's session is cached apart: the panel and the dashboard may both be signed in. */
export const sessionQueryOptions = (side: SessionSide = 'customer') =>
  queryOptions({ queryKey: [...SESSION_KEY, side], queryFn: () => getSession(side) });

/**
 * Who is signed in on `side`, as the server says; the browser stores nothing that grants
 * access. The admin panel asks again on every visit (`refetchOnMount: 'always'`).
 */
export function useSession({
  refetchOnMount,
  side = 'customer',
}: { refetchOnMount?: 'always'; side?: SessionSide } = {}) {
  return useQuery({ ...sessionQueryOptions(side), refetchOnMount });
}

/**
 * Forgets everything the app knows about whoever was signed in on `side` (the page's, unless
 * said): every cached query but the sessions and every mutation goes, and that side's session
 * reads as signed out until the server is asked again; the other side's stays as it was. The
 * session query itself stays (with that answer), so the page's guard hears of it and leaves.
 */
export function endSession(queryClient: QueryClient, side: SessionSide = currentSide()): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.getMutationCache().clear();
  queryClient.setQueryData(sessionQueryOptions(side).queryKey, SIGNED_OUT_SESSION);
}
