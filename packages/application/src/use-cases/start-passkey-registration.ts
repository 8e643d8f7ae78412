import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { keepChallenge, type StartedCeremony } from '../passkeys';
import { requireAdmin } from '../access';
import { errors, fail, ok, type Result } from '../result';

export const PASSKEY_NEEDS_ACCOUNT =
  'Passkeys belong to a member of the team: sign in with your own account to add one.';

/** A signed-in member of the team starts adding a passkey to their account. */
export class StartPasskeyRegistration {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      passkeyCeremony: PasskeyCeremony;
    },
  ) {}

  async execute(actor: Actor): Promise<Result<StartedCeremony>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    // The owner's shared passkey names nobody, so there is no account to add it to.
    if (actor.kind !== 'admin' || !actor.staff) {
      return fail(errors.forbidden(PASSKEY_NEEDS_ACCOUNT));
    }
    const staffId = actor.staff.id;
    return this.deps.uow.run(async (tx) => {
      const member = await tx.staff.findById(staffId);
      if (!member) return fail(errors.unauthenticated());
      const existing = await tx.passkeys.listForStaff(staffId);
      const made = await this.deps.passkeyCeremony.registrationOptions({
        staffId,
        email: member.email,
        name: member.name,
        existingCredentialIds: existing.map((passkey) => passkey.credentialId),
      });
      return ok(await keepChallenge(tx, this.deps, 'register', staffId, made));
    });
  }
}
