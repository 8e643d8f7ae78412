import type { Session, SessionRepository, SessionRole } from '@workshop/application';
import type { Knex } from 'knex';
import { oneOf } from './rows';

export interface SessionRow {
  token_hash: string;
  role: string;
  user_id: number | null;
  password_changed: boolean;
  created_at: Date;
  expires_at: Date;
  passkey_fingerprint: string | null;
  staff_id: number | null;
  staff_passkey_id: number | null;
}

const SESSION_ROLES: readonly SessionRole[] = ['customer', 'admin'];

const toSession = (row: SessionRow): Session => ({
  tokenHash: row.token_hash,
  role: oneOf(row.role, SESSION_ROLES, 'sessions.role'),
  userId: row.user_id,
  passwordChanged: row.password_changed,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  passkeyFingerprint: row.passkey_fingerprint,
  staffId: row.staff_id,
  staffPasskeyId: row.staff_passkey_id,
});

export class KnexSessionRepository implements SessionRepository {
  constructor(private readonly db: Knex) {}

  private get sessions() {
    return this.db<SessionRow>('sessions');
  }

  async create(session: Session): Promise<void> {
    await this.sessions.insert({
      token_hash: session.tokenHash,
      role: session.role,
      user_id: session.userId,
      password_changed: session.passwordChanged,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      passkey_fingerprint: session.passkeyFingerprint,
      staff_id: session.staffId,
      staff_passkey_id: session.staffPasskeyId,
    });
  }

  async findLive(tokenHash: string, now: Date): Promise<Session | null> {
    const row = await this.sessions
      .where({ token_hash: tokenHash })
      .andWhere('expires_at', '>', now)
      .first();
    return row ? toSession(row) : null;
  }

  async markPasswordChanged(tokenHash: string): Promise<void> {
    await this.sessions.where({ token_hash: tokenHash }).update({ password_changed: true });
  }

  async delete(tokenHash: string): Promise<void> {
    await this.sessions.where({ token_hash: tokenHash }).delete();
  }

  async deleteForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    const query = this.sessions.where({ user_id: userId });
    if (exceptTokenHash !== undefined) query.andWhereNot({ token_hash: exceptTokenHash });
    await query.delete();
  }

  async deleteForStaff(staffId: number): Promise<void> {
    await this.sessions.where({ staff_id: staffId }).delete();
  }

  async deleteForPasskey(passkeyId: number): Promise<void> {
    await this.sessions.where({ staff_passkey_id: passkeyId }).delete();
  }
}
