import type { StaffRole } from '@workshop/domain';
import type { StaffMember } from '../records';

export type StaffChanges = Partial<
  Pick<StaffMember, 'passwordHash' | 'invitationTokenHash' | 'invitationExpiresAt'>
>;

/** The team's accounts, and whether the owner's passkey still opens the admin panel. */
export interface StaffRepository {
  findById(id: number): Promise<StaffMember | null>;
  /** Locks the member's row until the transaction ends, so changes to their ways in serialize. */
  findByIdForUpdate(id: number): Promise<StaffMember | null>;
  /** Pass a lower-cased email. */
  findByEmail(email: string): Promise<StaffMember | null>;
  findByInvitationTokenHash(tokenHash: string): Promise<StaffMember | null>;
  /** Oldest first. */
  list(): Promise<StaffMember[]>;
  /** null when the email already belongs to someone of the team. */
  create(member: {
    email: string;
    name: string;
    role: StaffRole;
    now: Date;
  }): Promise<StaffMember | null>;
  update(id: number, changes: StaffChanges): Promise<StaffMember>;
  /** Deletes the account; its sessions go with it. */
  remove(id: number): Promise<void>;
  /** Owners who can sign in (their password is chosen). */
  countOwnersWithPassword(): Promise<number>;
  ownerPasskeyEnabled(): Promise<boolean>;
  setOwnerPasskeyEnabled(enabled: boolean): Promise<void>;
}
