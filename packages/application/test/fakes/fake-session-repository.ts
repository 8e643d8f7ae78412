import type { Session, SessionRepository } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeSessionRepository implements SessionRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(session: Session): Promise<void> {
    if (this.store.tables.sessions.some((row) => row.tokenHash === session.tokenHash)) {
      throw new Error(`duplicate key: sessions.token_hash ${session.tokenHash}`);
    }
    this.store.tables.sessions.push(copy(session));
  }

  async findLive(tokenHash: string, now: Date): Promise<Session | null> {
    const row = this.store.tables.sessions.find(
      (session) => session.tokenHash === tokenHash && session.expiresAt.getTime() > now.getTime(),
    );
    return row ? copy(row) : null;
  }

  async markPasswordChanged(tokenHash: string): Promise<void> {
    this.store.tables.sessions = this.store.tables.sessions.map((row) =>
      row.tokenHash === tokenHash ? { ...row, passwordChanged: true } : row,
    );
  }

  async delete(tokenHash: string): Promise<void> {
    this.store.tables.sessions = this.store.tables.sessions.filter(
      (row) => row.tokenHash !== tokenHash,
    );
  }

  async deleteForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    this.store.tables.sessions = this.store.tables.sessions.filter(
      (row) => row.userId !== userId || row.tokenHash === exceptTokenHash,
    );
  }

  async deleteForStaff(staffId: number): Promise<void> {
    this.store.tables.sessions = this.store.tables.sessions.filter(
      (row) => row.staffId !== staffId,
    );
  }

  async deleteForPasskey(passkeyId: number): Promise<void> {
    this.store.tables.sessions = this.store.tables.sessions.filter(
      (row) => row.staffPasskeyId !== passkeyId,
    );
  }
}
