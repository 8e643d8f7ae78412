import type { User, UserChanges, UserRepository } from '@workshop/application';
import type { Knex } from 'knex';
import { columnsOf, RowNotFoundError } from './rows';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string | null;
  needs_password_change: boolean;
  temporary_password_expires_at: Date | null;
  reset_token_hash: string | null;
  reset_token_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.username,
  passwordHash: row.password_hash,
  needsPasswordChange: row.needs_password_change,
  temporaryPasswordExpiresAt: row.temporary_password_expires_at,
  resetTokenHash: row.reset_token_hash,
  resetTokenExpiresAt: row.reset_token_expires_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const CHANGE_COLUMNS = {
  passwordHash: 'password_hash',
  needsPasswordChange: 'needs_password_change',
  temporaryPasswordExpiresAt: 'temporary_password_expires_at',
  resetTokenHash: 'reset_token_hash',
  resetTokenExpiresAt: 'reset_token_expires_at',
} as const satisfies Record<keyof UserChanges, keyof UserRow>;

// The port asks callers for lower-cased emails; lower-casing again here keeps one account per
// address even if a caller forgets (the table's CHECK would otherwise reject the row).
const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class KnexUserRepository implements UserRepository {
  constructor(private readonly db: Knex) {}

  private get users() {
    return this.db<UserRow>('users');
  }

  async findById(id: number): Promise<User | null> {
    const row = await this.users.where({ id }).first();
    return row ? toUser(row) : null;
  }

  async findByIdForUpdate(id: number): Promise<User | null> {
    const row = await this.users.where({ id }).forUpdate().first();
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.users.where({ username: normalizeEmail(email) }).first();
    return row ? toUser(row) : null;
  }

  async findByResetTokenHash(tokenHash: string): Promise<User | null> {
    const row = await this.users.where({ reset_token_hash: tokenHash }).first();
    return row ? toUser(row) : null;
  }

  async create(user: { email: string; needsPasswordChange: boolean; now: Date }): Promise<User> {
    const [row] = await this.users
      .insert({
        username: normalizeEmail(user.email),
        needs_password_change: user.needsPasswordChange,
        created_at: user.now,
        updated_at: user.now,
      })
      .returning('*');
    if (!row) throw new Error('INSERT INTO users returned no row');
    return toUser(row);
  }

  async findOrCreate(user: {
    email: string;
    needsPasswordChange: boolean;
    now: Date;
  }): Promise<{ user: User; created: boolean }> {
    // ON CONFLICT DO NOTHING waits for a concurrent insert of the same email to commit (or roll
    // back) instead of failing on the unique index; the read that follows then sees its row.
    const [row] = await this.users
      .insert({
        username: normalizeEmail(user.email),
        needs_password_change: user.needsPasswordChange,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict('username')
      .ignore()
      .returning('*');
    if (row) return { user: toUser(row), created: true };
    const existing = await this.findByEmail(user.email);
    if (!existing) throw new Error('users: an insert met a conflict, yet no row was found');
    return { user: existing, created: false };
  }

  async update(id: number, changes: UserChanges, now: Date): Promise<User> {
    const [row] = await this.users
      .where({ id })
      .update({ ...columnsOf<UserChanges, UserRow>(changes, CHANGE_COLUMNS), updated_at: now })
      .returning('*');
    if (!row) throw new RowNotFoundError('users', id);
    return toUser(row);
  }
}
