import type {
  NewPasskey,
  PasskeyChallenge,
  PasskeyRepository,
  StoredPasskey,
} from '@workshop/application';
import type { Knex } from 'knex';
import { oneOf } from './rows';

interface PasskeyRow {
  id: number;
  staff_id: number;
  credential_id: string;
  public_key: string;
  /** bigint: the driver answers it as a string. */
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

interface ChallengeRow {
  id: string;
  purpose: string;
  staff_id: number | null;
  challenge: string;
  expires_at: Date;
}

const PURPOSES = ['register', 'invitation', 'sign-in'] as const;

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  staffId: row.staff_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export class KnexPasskeyRepository implements PasskeyRepository {
  constructor(private readonly db: Knex) {}

  async saveChallenge(challenge: PasskeyChallenge): Promise<void> {
    await this.db<ChallengeRow>('passkey_challenges').insert({
      id: challenge.id,
      purpose: challenge.purpose,
      staff_id: challenge.staffId,
      challenge: challenge.challenge,
      expires_at: challenge.expiresAt,
    });
  }

  async takeChallenge(id: string): Promise<PasskeyChallenge | null> {
    const [row] = await this.db<ChallengeRow>('passkey_challenges')
      .where({ id })
      .delete()
      .returning('*');
    if (!row) return null;
    return {
      id: row.id,
      purpose: oneOf(row.purpose, PURPOSES, 'passkey_challenges.purpose'),
      staffId: row.staff_id,
      challenge: row.challenge,
      expiresAt: row.expires_at,
    };
  }

  async create(
    staffId: number,
    passkey: NewPasskey,
    name: string,
    now: Date,
  ): Promise<StoredPasskey | null> {
    const [row] = await this.db<PasskeyRow>('staff_passkeys')
      .insert({
        staff_id: staffId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: [...passkey.transports],
        name,
        created_at: now,
      })
      .onConflict('credential_id')
      .ignore()
      .returning('*');
    return row ? toPasskey(row) : null;
  }

  async findByCredentialId(credentialId: string): Promise<StoredPasskey | null> {
    const row = await this.db<PasskeyRow>('staff_passkeys')
      .where({ credential_id: credentialId })
      .first();
    return row ? toPasskey(row) : null;
  }

  async listForStaff(staffId: number): Promise<StoredPasskey[]> {
    const rows = await this.db<PasskeyRow>('staff_passkeys')
      .where({ staff_id: staffId })
      .orderBy('id');
    return rows.map(toPasskey);
  }

  async staffWithPasskeys(): Promise<number[]> {
    const rows: { staff_id: number }[] = await this.db('staff_passkeys')
      .distinct('staff_id')
      .orderBy('staff_id');
    return rows.map((row) => row.staff_id);
  }

  async recordUse(id: number, counter: number, now: Date): Promise<void> {
    await this.db<PasskeyRow>('staff_passkeys')
      .where({ id })
      .update({ counter, last_used_at: now });
  }

  async deleteForStaff(staffId: number, id: number): Promise<boolean> {
    const removed = await this.db<PasskeyRow>('staff_passkeys')
      .where({ id, staff_id: staffId })
      .delete();
    return removed > 0;
  }
}
