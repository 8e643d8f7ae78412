import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { sessionRemaining } from '../../api/session-state';
import { PageLoading } from '../../ui/PageLoading';

/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Shows the panel only to an admin session the server confirms: the server is asked on every
 * visit (nothing in the browser grants access), and when the session ends while the page is
 * open (run out, logged out, or ended by a 401) the visitor goes back to /admin-login.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const query = useSession({ refetchOnMount: 'always', side: 'admin' });
  const [now, setNow] = useState(() => Date.now());
  const remaining = sessionRemaining(query.data, 'admin', now);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(remaining, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [remaining]);

  if (!query.isFetchedAfterMount && !query.isError) return <PageLoading />;
  if (query.isError || remaining <= 0) return <Navigate to="/admin-login" replace />;
  return <>{children}</>;
}
