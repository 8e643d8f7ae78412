import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { UnitOfWork } from '../ports/unit-of-work';
import {
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_EXPIRED,
  PASSKEY_NOT_VERIFIED,
  parseCeremonyAnswer,
  takeChallenge,
} from '../passkeys';
import { requireAdmin } from '../access';
import { errors, fail, ok, type Result } from '../result';
import { PASSKEY_NEEDS_ACCOUNT } from './start-passkey-registration';

/** A signed-in member of the team finishes adding a passkey: the authenticator's answer is kept. */
export class FinishPasskeyRegistration {
  constructor(
    private readonly deps: { uow: UnitOfWork; clock: Clock; passkeyCeremony: PasskeyCeremony },
  ) {}

  /** `name`: where the passkey is added (the browser and system), shown to its owner. */
  async execute(
    actor: Actor,
    body: unknown,
    name = 'Passkey',
  ): Promise<Result<{ message: string }>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    if (actor.kind !== 'admin' || !actor.staff) {
      return fail(errors.forbidden(PASSKEY_NEEDS_ACCOUNT));
    }
    const staffId = actor.staff.id;
    const answer = parseCeremonyAnswer(body);
    if (!answer.ok) return answer;
    const taken = await takeChallenge(
      this.deps.uow,
      this.deps.clock,
      answer.value.challengeId,
      'register',
    );
    if (!taken.ok) return taken;
    if (taken.value.staffId !== staffId) return fail(errors.validation(PASSKEY_EXPIRED));
    const passkey = await this.deps.passkeyCeremony.verifyRegistration(
      answer.value.response,
      taken.value.challenge,
    );
    if (!passkey) return fail(errors.validation(PASSKEY_NOT_VERIFIED));
    return this.deps.uow.run(async (tx) => {
      const created = await tx.passkeys.create(staffId, passkey, name, this.deps.clock.now());
      if (!created) return fail(errors.conflict('passkey-exists', PASSKEY_ALREADY_ADDED));
      return ok({ message: PASSKEY_ADDED });
    });
  }
}
