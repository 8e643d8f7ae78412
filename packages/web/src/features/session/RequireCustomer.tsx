import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { customerRedirect } from './session-rules';
import { useClearSession, useCustomerSession } from './use-customer-session';

/**
 * Shows its children only to a customer the server has signed in. Without a live session the
 * cache is cleared and the visitor goes to /signin; on the dashboard, a session whose password
 * is still the temporary one goes to /change-password.
 */
export function RequireCustomer({
  page,
  children,
}: {
  page: 'dashboard' | 'change-password';
  children: ReactNode;
}) {
  const session = useCustomerSession();
  const clearSession = useClearSession();
  const target = session.isLoading ? null : customerRedirect(session, page);

  useEffect(() => {
    if (target === '/signin') clearSession();
  }, [target, clearSession]);

  if (session.isLoading) return <PageLoading />;
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
