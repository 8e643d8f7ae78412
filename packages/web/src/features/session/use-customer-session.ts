import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../api/client';
import { SESSION_KEY, type SessionState } from '../../session/use-session';
import { customerSessionView, SIGNED_OUT_SESSION, type CustomerSessionView } from './session-rules';

/** setTimeout cannot wait longer than this; the timer is re-armed if it fires early. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Forgets everything the app knows about the signed-in customer: every cached query goes, and
 * the session reads as signed out until the server is asked again.
 */
export function useClearSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.cancelQueries();
    queryClient.clear();
    queryClient.setQueryData<SessionState>(SESSION_KEY, SIGNED_OUT_SESSION);
  }, [queryClient]);
}

/**
 * The customer's session, as the server reports it, under the spec's rules: `isLoading` until
 * the check finishes; `authenticated` only while the session is live and the password changed.
 * When the session runs out while a page is open, the cache is cleared and the visitor goes to
 * /signin.
 */
export function useCustomerSession(): CustomerSessionView & {
  readonly isLoading: boolean;
  readonly signOut: () => Promise<void>;
  readonly expire: () => void;
} {
  const query = useQuery<SessionState>({ queryKey: SESSION_KEY });
  const navigate = useNavigate();
  const clearSession = useClearSession();
  // Re-evaluated when the expiry timer fires.
  const [now, setNow] = useState(() => Date.now());
  const view = useMemo(() => customerSessionView(query.data, now), [query.data, now]);

  const expire = useCallback(() => {
    clearSession();
    navigate('/signin', { replace: true });
  }, [clearSession, navigate]);

  useEffect(() => {
    if (!view.signedIn) return;
    const timer = setTimeout(
      () => {
        const current = Date.now();
        setNow(current);
        if (!customerSessionView(query.data, current).signedIn) expire();
      },
      Math.min(view.remainingMs, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [view.signedIn, view.remainingMs, query.data, expire]);

  const signOut = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/signout');
    } catch {
      // The cookie is the server's; whatever happened there, this browser forgets the session.
    }
    expire();
  }, [expire]);

  return {
    ...view,
    isLoading: query.isLoading,
    signOut,
    expire,
  };
}
