import type { User } from '../records';

export type UserChanges = Partial<
  Pick<
    User,
    | 'passwordHash'
    | 'needsPasswordChange'
    | 'temporaryPasswordExpiresAt'
    | 'resetTokenHash'
    | 'resetTokenExpiresAt'
  >
>;

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** The same, locking the row to the end of the transaction: a check, then a write. */
  findByIdForUpdate(id: number): Promise<User | null>;
  /** Emails are stored lower-cased; pass a lower-cased email. */
  findByEmail(email: string): Promise<User | null>;
  findByResetTokenHash(tokenHash: string): Promise<User | null>;
  create(user: { email: string; needsPasswordChange: boolean; now: Date }): Promise<User>;
  /**
   * The account for this email, created if there is none: two first requests for one email at
   * once both land on the one account (created is true for exactly one of them).
   */
  findOrCreate(user: {
    email: string;
    needsPasswordChange: boolean;
    now: Date;
  }): Promise<{ user: User; created: boolean }>;
  /** Callers load the row first; updating a missing row throws. */
  update(id: number, changes: UserChanges, now: Date): Promise<User>;
}
