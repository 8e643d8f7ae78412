import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import { isLastWayIn } from '../passkeys';
import type { StoredPasskey } from '../ports/passkey-ceremony';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { PASSKEY_NEEDS_ACCOUNT } from './start-passkey-registration';

export interface OwnPasskey extends StoredPasskey {
  /** No password and no other passkey: the dialog says so, and removing it is refused. */
  readonly lastWayIn: boolean;
}

/** A member of the team lists their own passkeys, oldest first; nobody else's. */
export class ListOwnPasskeys {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<OwnPasskey[]>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    if (actor.kind !== 'admin' || !actor.staff) {
      return fail(errors.forbidden(PASSKEY_NEEDS_ACCOUNT));
    }
    const staffId = actor.staff.id;
    return this.deps.uow.read(async (db) => {
      const member = await db.staff.findById(staffId);
      if (!member) return fail(errors.unauthenticated());
      const passkeys = await db.passkeys.listForStaff(staffId);
      const lastWayIn = isLastWayIn(member, passkeys);
      return ok(passkeys.map((passkey) => ({ ...passkey, lastWayIn })));
    });
  }
}
