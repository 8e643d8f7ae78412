import type { SessionState } from '../../session/use-session';

/** Spec section 9: a customer session lives 24 hours (86 400 000 ms). */
export const SESSION_LIFETIME_MS = 86_400_000;
/** Leeway for a browser clock that runs a little behind the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface CustomerSessionView {
  /** A live customer session on the server, whether or not the password has been changed. */
  readonly signedIn: boolean;
  /** Spec section 4: authenticated only while the session is live AND the password changed. */
  readonly authenticated: boolean;
  readonly passwordChanged: boolean;
  /** Exposed only when authenticated (spec section 4); the change-password page uses `accountEmail`. */
  readonly email: string | null;
  /** The signed-in account's email, also during the forced password change. */
  readonly accountEmail: string | null;
  /** Milliseconds until the session ends (0 when not signed in). */
  readonly remainingMs: number;
}

const SIGNED_OUT: CustomerSessionView = {
  signedIn: false,
  authenticated: false,
  passwordChanged: false,
  email: null,
  accountEmail: null,
  remainingMs: 0,
};

/**
 * The spec's client session rules, applied to what the server says. A session counts only when
 * the server calls it an authenticated customer session, its end is in the future and at most
 * 24 hours away; anything else reads as signed out. Nothing stored in the browser is consulted.
 */
export function customerSessionView(
  session: SessionState | null | undefined,
  now: number = Date.now(),
): CustomerSessionView {
  if (!session?.authenticated || session.role !== 'customer' || !session.expiresAt) {
    return SIGNED_OUT;
  }
  const expiresAt = Date.parse(session.expiresAt);
  if (Number.isNaN(expiresAt)) return SIGNED_OUT;
  const remainingMs = expiresAt - now;
  if (remainingMs <= 0 || remainingMs > SESSION_LIFETIME_MS + CLOCK_SKEW_MS) return SIGNED_OUT;
  const passwordChanged = session.passwordChanged === true;
  return {
    signedIn: true,
    authenticated: passwordChanged,
    passwordChanged,
    email: passwordChanged ? session.email : null,
    accountEmail: session.email,
    remainingMs,
  };
}

/** Where a page that needs a customer should send this visitor, or null to stay. */
export function customerRedirect(
  view: CustomerSessionView,
  page: 'dashboard' | 'change-password',
): '/signin' | '/change-password' | null {
  if (!view.signedIn) return '/signin';
  if (page === 'dashboard' && !view.passwordChanged) return '/change-password';
  return null;
}

/** What GET /api/auth/session answers for nobody. */
export const SIGNED_OUT_SESSION: SessionState = {
  authenticated: false,
  role: null,
  email: null,
  passwordChanged: false,
  expiresAt: null,
};
