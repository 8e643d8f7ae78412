import type { SessionState } from '../../session/use-session';

/** Spec section 9: the admin session lasts 24 hours. */
export const ADMIN_SESSION_MS = 86_400_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Milliseconds left in the admin session the server reports, or 0 when there is none (not
 * signed in, another role, ended, or an end further away than the 24 hours a session lasts).
 */
export function adminSessionRemaining(
  session: SessionState | null | undefined,
  now: number = Date.now(),
): number {
  if (!session?.authenticated || session.role !== 'admin' || !session.expiresAt) return 0;
  const end = Date.parse(session.expiresAt);
  if (Number.isNaN(end)) return 0;
  const remaining = end - now;
  return remaining > 0 && remaining <= ADMIN_SESSION_MS + CLOCK_SKEW_MS ? remaining : 0;
}
