import { useQuery } from '@tanstack/react-query';

export interface SessionState {
  readonly authenticated: boolean;
  readonly role: 'customer' | 'admin' | null;
  readonly email: string | null;
  readonly passwordChanged: boolean;
  readonly expiresAt: string | null;
}

export const SESSION_KEY = ['/api/auth/session'] as const;

/** Who is signed in, as the server says; the browser stores nothing that grants access. */
export function useSession() {
  const query = useQuery<SessionState>({ queryKey: SESSION_KEY });
  const session = query.data;
  const live =
    session?.authenticated === true &&
    !!session.expiresAt &&
    new Date(session.expiresAt) > new Date();
  return {
    isLoading: query.isLoading,
    session,
    isCustomer: live && session?.role === 'customer' && session.passwordChanged,
    isAdmin: live && session?.role === 'admin',
  };
}
