import type { NewPasskey, StoredPasskey } from './passkey-ceremony';

/** Why a challenge was issued: a challenge answers only the ceremony it was made for. */
export type PasskeyPurpose = 'register' | 'invitation' | 'sign-in';

export interface PasskeyChallenge {
  readonly id: string;
  readonly purpose: PasskeyPurpose;
  /** The member registering; null for a sign-in, which names nobody until it is answered. */
  readonly staffId: number | null;
  readonly challenge: string;
  readonly expiresAt: Date;
}

/**
 * The team's passkeys and the challenges of ceremonies under way. Challenges live in the
 * database so any replica can finish a ceremony another one started.
 */
export interface PasskeyRepository {
  saveChallenge(challenge: PasskeyChallenge): Promise<void>;
  /** Deletes and answers the challenge (each is used once), expired or not; null if none. */
  takeChallenge(id: string): Promise<PasskeyChallenge | null>;
  /** null when the credential is already registered. */
  create(
    staffId: number,
    passkey: NewPasskey,
    name: string,
    now: Date,
  ): Promise<StoredPasskey | null>;
  findByCredentialId(credentialId: string): Promise<StoredPasskey | null>;
  /** Oldest first. */
  listForStaff(staffId: number): Promise<StoredPasskey[]>;
  /** The members who hold at least one passkey. */
  staffWithPasskeys(): Promise<number[]>;
  /** After a sign-in with it: its new counter, and when. */
  recordUse(id: number, counter: number, now: Date): Promise<void>;
  /** Removes one of the member's own passkeys; false when they hold none by that id. */
  deleteForStaff(staffId: number, id: number): Promise<boolean>;
}
