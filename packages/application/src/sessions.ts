import type { Clock } from './ports/clock';
import type { Secrets } from './ports/secrets';
import type { Transaction } from './ports/unit-of-work';
import type { SessionRole } from './records';

export interface OpenedSession {
  /** The cookie value; only its digest is stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

/** Opens a fresh session and ends the one the browser had, so a sign-in always rotates it. */
export async function openSession(
  tx: Transaction,
  deps: { clock: Clock; secrets: Secrets; sessionTtlMs: number },
  session: { role: SessionRole; userId: number | null; passwordChanged: boolean },
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
  });
  return { token, expiresAt };
}
