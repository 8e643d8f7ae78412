import type { StaffRole } from '@workshop/domain';
import type { StaffChanges, StaffMember, StaffRepository } from '../../src';
import { copy, definedOnly, type InMemoryStore } from './in-memory-store';

export class FakeStaffRepository implements StaffRepository {
  constructor(private readonly store: InMemoryStore) {}

  private find(test: (member: StaffMember) => boolean): StaffMember | null {
    const row = this.store.tables.staff.find(test);
    return row ? copy(row) : null;
  }

  async findById(id: number): Promise<StaffMember | null> {
    return this.find((member) => member.id === id);
  }

  /** One transaction at a time runs on the store: nothing to lock. */
  async findByIdForUpdate(id: number): Promise<StaffMember | null> {
    return this.findById(id);
  }

  async findByEmail(email: string): Promise<StaffMember | null> {
    return this.find((member) => member.email === email);
  }

  async findByInvitationTokenHash(tokenHash: string): Promise<StaffMember | null> {
    return this.find((member) => member.invitationTokenHash === tokenHash);
  }

  async list(): Promise<StaffMember[]> {
    return copy(this.store.tables.staff);
  }

  async create(member: {
    email: string;
    name: string;
    role: StaffRole;
    now: Date;
  }): Promise<StaffMember | null> {
    if (this.store.tables.staff.some((row) => row.email === member.email)) return null;
    const row: StaffMember = {
      id: this.store.nextId('staff'),
      email: member.email,
      name: member.name,
      role: member.role,
      passwordHash: null,
      invitationTokenHash: null,
      invitationExpiresAt: null,
      createdAt: member.now,
    };
    this.store.tables.staff.push(copy(row));
    return copy(row);
  }

  async update(id: number, changes: StaffChanges): Promise<StaffMember> {
    const row = this.store.tables.staff.find((member) => member.id === id);
    if (!row) throw new Error(`no staff row ${id}`);
    const updated = { ...row, ...definedOnly(changes) };
    this.store.tables.staff = this.store.tables.staff.map((member) =>
      member.id === id ? updated : member,
    );
    return copy(updated);
  }

  async remove(id: number): Promise<void> {
    this.store.tables.staff = this.store.tables.staff.filter((member) => member.id !== id);
    this.store.tables.sessions = this.store.tables.sessions.filter((row) => row.staffId !== id);
    this.store.tables.passkeys = this.store.tables.passkeys.filter((row) => row.staffId !== id);
  }

  async countOwnersWithPassword(): Promise<number> {
    return this.store.tables.staff.filter((m) => m.role === 'owner' && m.passwordHash).length;
  }

  async ownerPasskeyEnabled(): Promise<boolean> {
    return this.store.tables.ownerPasskeyEnabled;
  }

  async setOwnerPasskeyEnabled(enabled: boolean): Promise<void> {
    this.store.tables.ownerPasskeyEnabled = enabled;
  }
}
