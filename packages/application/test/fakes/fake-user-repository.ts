import type { User, UserChanges, UserRepository } from '../../src';
import { copy, definedOnly, type InMemoryStore } from './in-memory-store';

export class FakeUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryStore) {}

  async findById(id: number): Promise<User | null> {
    const user = this.store.tables.users.find((row) => row.id === id);
    return user ? copy(user) : null;
  }

  /** One fake transaction runs at a time: reading is as good as locking. */
  findByIdForUpdate(id: number): Promise<User | null> {
    return this.findById(id);
  }

  async findByEmail(email: string): Promise<User | null> {
    const lower = email.toLowerCase();
    const user = this.store.tables.users.find((row) => row.email === lower);
    return user ? copy(user) : null;
  }

  async findByResetTokenHash(tokenHash: string): Promise<User | null> {
    const user = this.store.tables.users.find((row) => row.resetTokenHash === tokenHash);
    return user ? copy(user) : null;
  }

  async findOrCreate(user: {
    email: string;
    needsPasswordChange: boolean;
    now: Date;
  }): Promise<{ user: User; created: boolean }> {
    const existing = await this.findByEmail(user.email);
    return existing
      ? { user: existing, created: false }
      : { user: await this.create(user), created: true };
  }

  async create(user: { email: string; needsPasswordChange: boolean; now: Date }): Promise<User> {
    // Like the table: emails stored lower-cased, under a unique index.
    const email = user.email.toLowerCase();
    if (this.store.tables.users.some((row) => row.email === email)) {
      throw new Error('duplicate key value violates unique constraint "users_username_unique"');
    }
    const row: User = {
      id: this.store.nextId('users'),
      email,
      passwordHash: null,
      needsPasswordChange: user.needsPasswordChange,
      temporaryPasswordExpiresAt: null,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      createdAt: copy(user.now),
      updatedAt: copy(user.now),
    };
    this.store.tables.users.push(row);
    return copy(row);
  }

  async update(id: number, changes: UserChanges, now: Date): Promise<User> {
    const index = this.store.tables.users.findIndex((row) => row.id === id);
    const current = this.store.tables.users[index];
    if (!current) throw new Error(`No row in users for ${id}`);
    const updated: User = { ...current, ...definedOnly(changes), updatedAt: copy(now) };
    this.store.tables.users[index] = updated;
    return copy(updated);
  }
}
