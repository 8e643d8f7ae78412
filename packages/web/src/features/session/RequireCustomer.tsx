import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { endSession } from '../../api/session';
import { customerRedirect } from '../../api/session-state';
import { PageLoading } from '../../ui/PageLoading';
import { useCustomerSession } from './use-customer-session';

/**
 * Shows its children only to a customer the server has signed in. Without a live session (never
 * signed in, run out, signed out, or ended by a 401) the cache is cleared and the visitor goes
 * to /signin; on the dashboard, a session whose password is still the temporary one goes to
 * /change-password.
 */
export function RequireCustomer({
  page,
  children,
}: {
  page: 'dashboard' | 'change-password';
  children: ReactNode;
}) {
  const session = useCustomerSession();
  const queryClient = useQueryClient();
  const target = session.isLoading ? null : customerRedirect(session, page);

  useEffect(() => {
    if (target === '/signin') endSession(queryClient, 'customer');
  }, [target, queryClient]);

  if (session.isLoading) return <PageLoading />;
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
