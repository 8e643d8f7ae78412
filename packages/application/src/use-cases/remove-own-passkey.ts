import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { PASSKEY_NEEDS_ACCOUNT } from './start-passkey-registration';

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_REMOVED = 'The passkey is removed: it no longer signs you in.';

/**
 * A member of the team removes one of their own passkeys (a lost phone, a key given away). It
 * signs nobody in from then on. Another person's passkey is not found, as if it did not exist.
 */
export class RemoveOwnPasskey {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, passkeyId: number): Promise<Result<{ message: string }>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    if (actor.kind !== 'admin' || !actor.staff) {
      return fail(errors.forbidden(PASSKEY_NEEDS_ACCOUNT));
    }
    const staffId = actor.staff.id;
    return this.deps.uow.run(async (tx) => {
      const removed = await tx.passkeys.deleteForStaff(staffId, passkeyId);
      if (!removed) return fail(errors.notFound(PASSKEY_NOT_FOUND));
      return ok({ message: PASSKEY_REMOVED });
    });
  }
}
