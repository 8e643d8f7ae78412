import { useEffect, useState } from 'react';
import { getJson } from './get-json';
import type { paths } from './schema.gen';
import type { SessionSide } from './side';

type SessionAnswer =
  paths['/api/auth/session']['get']['responses'][200]['content']['application/json'];

/**
 * Who is calling, as GET /api/auth/session answers: the contract's Session, its two cases
 * (someone, nobody) read as one shape, since the rules below check every field anyway.
 */
export type SessionState = { readonly [K in keyof SessionAnswer]: SessionAnswer[K] };

type Role = NonNullable<SessionState['role']>;

/** Spec section 9: a session, the customer's or the admin's, lives 24 hours. */
export const SESSION_LIFETIME_MS = 86_400_000;
/** Leeway for a browser clock that runs a little behind the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What GET /api/auth/session answers for nobody. */
export const SIGNED_OUT_SESSION: SessionState = {
  authenticated: false,
  role: null,
  email: null,
  name: null,
  staffRole: null,
  passwordChanged: false,
  expiresAt: null,
};

/** GET /api/auth/session, for one side of the browser (the customer's or the admin's session). */
export function getSession(side: SessionSide = 'customer'): Promise<SessionState> {
  return getJson<SessionAnswer>('/api/auth/session', side);
}

/**
 * Milliseconds left in the `role` session the server reports, or 0 when there is none (nobody,
 * another role, ended, or an end further away than a session lasts). Every expiry is this one.
 */
export function sessionRemaining(
  session: SessionState | null | undefined,
  role: Role,
  now: number = Date.now(),
): number {
  if (!session?.authenticated || session.role !== role || !session.expiresAt) return 0;
  const end = Date.parse(session.expiresAt);
  if (Number.isNaN(end)) return 0;
  const remaining = end - now;
  return remaining > 0 && remaining <= SESSION_LIFETIME_MS + CLOCK_SKEW_MS ? remaining : 0;
}

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

const NO_CUSTOMER: CustomerSessionView = {
  signedIn: false,
  authenticated: false,
  passwordChanged: false,
  email: null,
  accountEmail: null,
  remainingMs: 0,
};

/**
 * The spec's client session rules, applied to what the server says: a customer session counts
 * only while it is live; anything else reads as signed out. Nothing stored in the browser is
 * consulted.
 */
export function customerSessionView(
  session: SessionState | null | undefined,
  now: number = Date.now(),
): CustomerSessionView {
  const remainingMs = sessionRemaining(session, 'customer', now);
  if (!session || remainingMs === 0) return NO_CUSTOMER;
  const passwordChanged = session.passwordChanged;
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

/**
 * Who is signed in as a customer, asked of the server each time the caller mounts; undefined
 * until it answers. For the landing page's header: `/` loads no query cache (its script
 * budget), so it cannot share the answer the other pages keep.
 */
export function useCustomerOnServer(): CustomerSessionView | undefined {
  const [view, setView] = useState<CustomerSessionView>();
  useEffect(() => {
    let current = true;
    getSession('customer').then(
      (session) => current && setView(customerSessionView(session)),
      () => current && setView(customerSessionView(SIGNED_OUT_SESSION)),
    );
    return () => {
      current = false;
    };
  }, []);
  return view;
}
