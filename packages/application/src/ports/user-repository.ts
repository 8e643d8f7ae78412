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
  /** Emails are stored lower-cased; pass a lower-cased email. */
  findByEmail(email: string): Promise<User | null>;
  findByResetTokenHash(tokenHash: string): Promise<User | null>;
  create(user: { email: string; needsPasswordChange: boolean; now: Date }): Promise<User>;
  /** Callers load the row first; updating a missing row throws. */
  update(id: number, changes: UserChanges, now: Date): Promise<User>;
}
