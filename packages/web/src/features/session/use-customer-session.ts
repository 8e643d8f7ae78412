import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignOut } from '../../api/auth';
import { endSession, useSession } from '../../api/session';
import { customerSessionView, type CustomerSessionView } from '../../api/session-state';

/** setTimeout cannot wait longer than this; the timer is re-armed if it fires early. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The customer's session, as the server reports it, under the spec's rules: `isLoading` until
 * the check finishes; `authenticated` only while the session is live and the password changed.
 * When the session runs out while a page is open, it ends here too, and the page's guard
 * (RequireCustomer) takes the visitor to /signin.
 */
export function useCustomerSession(): CustomerSessionView & {
  readonly isLoading: boolean;
  readonly signOut: () => void;
} {
  const query = useSession();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  // Re-evaluated when the expiry timer fires.
  const [now, setNow] = useState(() => Date.now());
  const view = useMemo(() => customerSessionView(query.data, now), [query.data, now]);

  useEffect(() => {
    if (!view.signedIn) return;
    const timer = setTimeout(
      () => {
        const current = Date.now();
        setNow(current);
        if (!customerSessionView(query.data, current).signedIn) endSession(queryClient, 'customer');
      },
      Math.min(view.remainingMs, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [view.signedIn, view.remainingMs, query.data, queryClient]);

  return { ...view, isLoading: query.isLoading, signOut: () => signOut.mutate() };
}
