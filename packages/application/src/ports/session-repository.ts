import type { Session } from '../records';

export interface SessionRepository {
  create(session: Session): Promise<void>;
  /** Only sessions that have not expired at `now`. */
  findLive(tokenHash: string, now: Date): Promise<Session | null>;
  markPasswordChanged(tokenHash: string): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of a user except, optionally, the one in use. */
  deleteForUser(userId: number, exceptTokenHash?: string): Promise<void>;
  /** Ends every session of a staff account. */
  deleteForStaff(staffId: number): Promise<void>;
  /** Ends every session a member's passkey opened. */
  deleteForPasskey(passkeyId: number): Promise<void>;
}
