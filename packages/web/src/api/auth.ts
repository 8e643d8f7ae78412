import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { ApiError } from './errors';
import { DEBUG_RESET_KEY, REQUESTS_KEY, SESSION_KEY } from './query-keys';
import type { paths } from './schema.gen';
import { endSession, sessionQueryOptions } from './session';

export type Credentials = JsonBody<'/api/auth/signin', 'post'>;
export type SignInAnswer =
  paths['/api/auth/signin']['post']['responses'][200]['content']['application/json'];
export type PasswordChange = JsonBody<'/api/auth/change-password', 'post'>;
export type TokenReset = JsonBody<'/api/auth/reset-password', 'post'>;
export type DebugReset = JsonBody<'/api/debug/reset-password', 'post'>;

export function signIn(credentials: Credentials) {
  return unwrap(api.POST('/api/auth/signin', { body: credentials }));
}

export function signOut() {
  return unwrap(api.POST('/api/auth/signout'));
}

export function changePassword(change: PasswordChange) {
  return unwrap(api.POST('/api/auth/change-password', { body: change }));
}

export function forgotPassword(email: string) {
  return unwrap(api.POST('/api/auth/forgot-password', { body: { email } }));
}

export function resetPassword(reset: TokenReset) {
  return unwrap(api.POST('/api/auth/reset-password', { body: reset }));
}

export function debugResetPassword(reset: DebugReset) {
  return unwrap(api.POST('/api/debug/reset-password', { body: reset }));
}

export function adminLogin(passkey: string) {
  return unwrap(api.POST('/api/admin/login', { body: { passkey } }));
}

export function adminLogout() {
  return unwrap(api.POST('/api/admin/logout'));
}

/** Refetches the session, so the page a sign-in leads to knows who is there. */
function useRefetchSession() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ ...sessionQueryOptions('customer'), staleTime: 0 }).catch(() => null);
}

/** A customer's sign-in. A 401 here is the answer (wrong email or password), shown by the page. */
export function useSignIn({ onSuccess, onError }: Callbacks<SignInAnswer, Credentials> = {}) {
  const queryClient = useQueryClient();
  const refetchSession = useRefetchSession();
  return useMutation({
    mutationFn: signIn,
    meta: { signIn: true },
    onSuccess: async (answer, credentials) => {
      // A new session: nothing cached for whoever used this browser before may survive.
      queryClient.clear();
      await refetchSession();
      onSuccess?.(answer, credentials);
    },
    onError,
  });
}

/** The server ends the session; whatever it answers, this browser forgets it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => endSession(queryClient, 'customer') });
}

export function useChangePassword({ onSuccess, onError }: Callbacks<unknown, PasswordChange> = {}) {
  const refetchSession = useRefetchSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (data, change) => {
      // The password-changed flag opens the dashboard.
      await refetchSession();
      onSuccess?.(data, change);
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useForgotPassword(callbacks: Callbacks<unknown, string> = {}) {
  return useMutation({ mutationFn: forgotPassword, ...callbacks });
}

export function useResetPassword(callbacks: Callbacks<unknown, TokenReset> = {}) {
  return useMutation({ mutationFn: resetPassword, ...callbacks });
}

/**
 * Whether the reset link the page was opened with still works, asked once as the page opens
 * (a 400 answers a spent, expired or unknown link with the message to show).
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['/api/auth/reset-password/check', token],
    queryFn: () => unwrap(api.POST('/api/auth/reset-password/check', { body: { token } })),
    enabled: token !== '',
    gcTime: 0,
  });
}

export function useDebugResetPassword(callbacks: Callbacks<{ message: string }, DebugReset> = {}) {
  return useMutation({ mutationFn: debugResetPassword, ...callbacks });
}

/**
 * Why the debug reset cannot be used here: the route does not exist on this server (404: turned
 * off, or the services mode), or it answers only on the computer running the site (403).
 */
export type DebugResetUnavailable = 'off' | 'elsewhere';

export function debugResetUnavailableBecause(cause: unknown): DebugResetUnavailable | null {
  if (!(cause instanceof ApiError)) return null;
  if (cause.status === 404) return 'off';
  if (cause.status === 403) return 'elsewhere';
  return null;
}

/**
 * Asks the server, without changing anything, whether the debug reset can be used: an empty
 * body is refused with 400 when it can, with 404 when the route is off and 403 when this browser
 * is not on the computer running the site (both are checked before the body).
 */
export function useDebugResetUnavailable() {
  return useQuery({
    queryKey: DEBUG_RESET_KEY,
    queryFn: async (): Promise<DebugResetUnavailable | null> => {
      try {
        // Deliberately not a valid body: the answer's status is the question.
        await debugResetPassword({} as DebugReset);
        return null;
      } catch (cause) {
        return debugResetUnavailableBecause(cause);
      }
    },
  });
}

/** The admin's passkey sign-in. A 401 here is the answer (wrong passkey), shown by the page. */
export function useAdminLogin({ onSuccess, onError }: Callbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    meta: { signIn: true },
    onSuccess: async (data, passkey) => {
      // Nothing another visitor of this browser loaded may show in the panel.
      queryClient.removeQueries({ queryKey: REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      onSuccess?.(data, passkey);
    },
    onError,
  });
}

/** The server ends the admin session; whatever it answers, this browser forgets everything. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: () => endSession(queryClient, 'admin'),
  });
}
