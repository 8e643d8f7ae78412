import type { Clock } from './ports/clock';
import type { Secrets } from './ports/secrets';
import type { Transaction } from './ports/unit-of-work';
import type { SessionRole } from './records';

/**
 * Which admin passkey opened a session: a changed ADMIN_PASSKEY ends the sessions the old one
 * opened. A digest of a passkey of 12 characters or more, never the passkey itself.
 */
export function passkeyFingerprint(secrets: Secrets, passkey: string): string {
  return secrets.digest(`admin passkey fingerprint:${passkey}`);
}

export interface OpenedSession {
  /** The cookie value; only its digest is stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

/** Opens a fresh session and ends the one the browser had, so a sign-in always rotates it. */
export async function openSession(
  tx: Transaction,
  deps: { clock: Clock; secrets: Secrets; sessionTtlMs: number },
  session: {
    role: SessionRole;
    userId: number | null;
    passwordChanged: boolean;
    passkeyFingerprint?: string;
    staffId?: number;
    staffPasskeyId?: number;
  },
  previousToken: string | undefined,
): Promise<OpenedSession> {
  if (previousToken) await tx.sessions.delete(deps.secrets.digest(previousToken));
  const token = deps.secrets.newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  await tx.sessions.create({
    tokenHash: deps.secrets.digest(token),
    role: session.role,
    userId: session.userId,
    passwordChanged: session.passwordChanged,
    createdAt: now,
    expiresAt,
    passkeyFingerprint: session.passkeyFingerprint ?? null,
    staffId: session.staffId ?? null,
    staffPasskeyId: session.staffPasskeyId ?? null,
  });
  return { token, expiresAt };
}
