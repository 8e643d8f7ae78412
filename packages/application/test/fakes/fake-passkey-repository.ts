import type { NewPasskey, PasskeyChallenge, PasskeyRepository, StoredPasskey } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakePasskeyRepository implements PasskeyRepository {
  constructor(private readonly store: InMemoryStore) {}

  async saveChallenge(challenge: PasskeyChallenge): Promise<void> {
    this.store.tables.passkeyChallenges.push(copy(challenge));
  }

  async takeChallenge(id: string): Promise<PasskeyChallenge | null> {
    const found = this.store.tables.passkeyChallenges.find((row) => row.id === id);
    this.store.tables.passkeyChallenges = this.store.tables.passkeyChallenges.filter(
      (row) => row.id !== id,
    );
    return found ? copy(found) : null;
  }

  async create(
    staffId: number,
    passkey: NewPasskey,
    name: string,
    now: Date,
  ): Promise<StoredPasskey | null> {
    if (this.store.tables.passkeys.some((row) => row.credentialId === passkey.credentialId)) {
      return null;
    }
    const row: StoredPasskey = {
      ...passkey,
      id: this.store.nextId('passkeys'),
      staffId,
      name,
      createdAt: now,
      lastUsedAt: null,
    };
    this.store.tables.passkeys.push(copy(row));
    return copy(row);
  }

  async findByCredentialId(credentialId: string): Promise<StoredPasskey | null> {
    const row = this.store.tables.passkeys.find((passkey) => passkey.credentialId === credentialId);
    return row ? copy(row) : null;
  }

  async listForStaff(staffId: number): Promise<StoredPasskey[]> {
    return copy(this.store.tables.passkeys.filter((row) => row.staffId === staffId));
  }

  async staffWithPasskeys(): Promise<number[]> {
    return [...new Set(this.store.tables.passkeys.map((row) => row.staffId))];
  }

  async recordUse(id: number, counter: number, now: Date): Promise<void> {
    this.store.tables.passkeys = this.store.tables.passkeys.map((row) =>
      row.id === id ? { ...row, counter, lastUsedAt: now } : row,
    );
  }

  async deleteForStaff(staffId: number, id: number): Promise<boolean> {
    const before = this.store.tables.passkeys.length;
    this.store.tables.passkeys = this.store.tables.passkeys.filter(
      (row) => row.id !== id || row.staffId !== staffId,
    );
    return this.store.tables.passkeys.length < before;
  }
}
