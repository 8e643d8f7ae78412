import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { StoredPasskey } from '../ports/passkey-ceremony';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { PASSKEY_NEEDS_ACCOUNT } from './start-passkey-registration';

/** A member of the team lists their own passkeys, oldest first; nobody else's. */
export class ListOwnPasskeys {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<StoredPasskey[]>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    if (actor.kind !== 'admin' || !actor.staff) {
      return fail(errors.forbidden(PASSKEY_NEEDS_ACCOUNT));
    }
    const staffId = actor.staff.id;
    return ok(await this.deps.uow.read((db) => db.passkeys.listForStaff(staffId)));
  }
}
