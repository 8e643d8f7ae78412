import type { StaffChanges, StaffMember, StaffRepository } from '@workshop/application';
import { STAFF_ROLES, type StaffRole } from '@workshop/domain';
import type { Knex } from 'knex';
import { columnsOf, oneOf, RowNotFoundError } from './rows';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  invitation_token_hash: string | null;
  invitation_expires_at: Date | null;
  created_at: Date;
}

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: oneOf(row.role, STAFF_ROLES, 'staff.role'),
  passwordHash: row.password_hash,
  invitationTokenHash: row.invitation_token_hash,
  invitationExpiresAt: row.invitation_expires_at,
  createdAt: row.created_at,
});

const CHANGE_COLUMNS = {
  passwordHash: 'password_hash',
  invitationTokenHash: 'invitation_token_hash',
  invitationExpiresAt: 'invitation_expires_at',
} as const satisfies Record<keyof StaffChanges, keyof StaffRow>;

export class KnexStaffRepository implements StaffRepository {
  constructor(private readonly db: Knex) {}

  private get staff() {
    return this.db<StaffRow>('staff');
  }

  private async first(where: Partial<StaffRow>): Promise<StaffMember | null> {
    const row = await this.staff.where(where).first();
    return row ? toMember(row) : null;
  }

  findById(id: number): Promise<StaffMember | null> {
    return this.first({ id });
  }

  async findByIdForUpdate(id: number): Promise<StaffMember | null> {
    const row = await this.staff.where({ id }).forUpdate().first();
    return row ? toMember(row) : null;
  }

  findByEmail(email: string): Promise<StaffMember | null> {
    return this.first({ email: email.trim().toLowerCase() });
  }

  findByInvitationTokenHash(tokenHash: string): Promise<StaffMember | null> {
    return this.first({ invitation_token_hash: tokenHash });
  }

  async list(): Promise<StaffMember[]> {
    return (await this.staff.orderBy('id')).map(toMember);
  }

  async create(member: {
    email: string;
    name: string;
    role: StaffRole;
    now: Date;
  }): Promise<StaffMember | null> {
    // ON CONFLICT DO NOTHING: two invitations of one address at once make one account.
    const [row] = await this.staff
      .insert({
        email: member.email.trim().toLowerCase(),
        name: member.name,
        role: member.role,
        created_at: member.now,
      })
      .onConflict('email')
      .ignore()
      .returning('*');
    return row ? toMember(row) : null;
  }

  async update(id: number, changes: StaffChanges): Promise<StaffMember> {
    const [row] = await this.staff
      .where({ id })
      .update(columnsOf<StaffChanges, StaffRow>(changes, CHANGE_COLUMNS))
      .returning('*');
    if (!row) throw new RowNotFoundError('staff', id);
    return toMember(row);
  }

  async remove(id: number): Promise<void> {
    await this.staff.where({ id }).delete();
  }

  async countOwnersWithPassword(): Promise<number> {
    const [row] = await this.staff
      .where({ role: 'owner' })
      .whereNotNull('password_hash')
      .count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async ownerPasskeyEnabled(): Promise<boolean> {
    const row = await this.db('admin_access').first<{ owner_passkey_enabled: boolean }>(
      'owner_passkey_enabled',
    );
    // No row until the owner changes it: the passkey works as it always did.
    return row?.owner_passkey_enabled ?? true;
  }

  async setOwnerPasskeyEnabled(enabled: boolean): Promise<void> {
    await this.db('admin_access')
      .insert({ id: true, owner_passkey_enabled: enabled })
      .onConflict('id')
      .merge();
  }
}
