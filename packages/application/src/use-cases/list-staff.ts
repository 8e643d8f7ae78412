import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { StaffMember } from '../records';
import { ok, type Result } from '../result';

export interface Team {
  readonly members: readonly StaffMember[];
  /** Whether the passkey on /admin-login still opens the panel. */
  readonly ownerPasskeyEnabled: boolean;
  /** Members who hold a WebAuthn passkey: with one, a member can sign in without a password. */
  readonly withPasskey: readonly number[];
}

/** The team as the owner manages it. */
export class ListStaff {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<Team>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return ok(
      await this.deps.uow.read(async (db) => ({
        members: await db.staff.list(),
        ownerPasskeyEnabled: await db.staff.ownerPasskeyEnabled(),
        withPasskey: await db.passkeys.staffWithPasskeys(),
      })),
    );
  }
}
