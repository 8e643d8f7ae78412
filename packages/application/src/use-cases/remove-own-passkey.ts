import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { isLastWayIn } from '../passkeys';
import { errors, fail, ok, type Result } from '../result';
import { PASSKEY_NEEDS_ACCOUNT } from './start-passkey-registration';

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_REMOVED =
  'The passkey is removed: it no longer signs you in, and the sessions it opened are ended.';
export const PASSKEY_LAST_WAY_IN =
  'This passkey is your only way to sign in: add another passkey or choose a password before removing it.';

/**
 * A member of the team removes one of their own passkeys (a lost phone, a key given away). It
 * signs nobody in from then on, and every session it opened ends, this one too if it opened it:
 * whoever holds the lost phone is signed out. Their last way in is refused, so nobody locks
 * themselves out. Another person's passkey is not found, as if it did not exist.
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
      // Locked, so two removals at once cannot each leave the other as the last way in.
      const member = await tx.staff.findByIdForUpdate(staffId);
      const passkeys = await tx.passkeys.listForStaff(staffId);
      if (!member || !passkeys.some((passkey) => passkey.id === passkeyId)) {
        return fail(errors.notFound(PASSKEY_NOT_FOUND));
      }
      if (isLastWayIn(member, passkeys)) {
        return fail(errors.conflict('last-way-in', PASSKEY_LAST_WAY_IN));
      }
      await tx.sessions.deleteForPasskey(passkeyId);
      await tx.passkeys.deleteForStaff(staffId, passkeyId);
      return ok({ message: PASSKEY_REMOVED });
    });
  }
}
