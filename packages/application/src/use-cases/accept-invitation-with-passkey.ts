import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import {
  PASSKEY_ALREADY_ADDED,
  PASSKEY_EXPIRED,
  PASSKEY_NOT_VERIFIED,
  parseCeremonyAnswer,
  takeChallenge,
} from '../passkeys';
import { errors, fail, ok, type Result } from '../result';
import { invitationToken, invitedMember } from './start-invitation-passkey';

export const INVITATION_ACCEPTED_WITH_PASSKEY =
  'Your passkey is set. Sign in with it on the admin sign-in page.';

/**
 * Someone invited finishes choosing a passkey: the passkey is kept and the invitation is used
 * up, exactly as choosing a password would.
 */
export class AcceptInvitationWithPasskey {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      passkeyCeremony: PasskeyCeremony;
    },
  ) {}

  /** `name`: where the passkey is added (the browser and system), shown to its owner. */
  async execute(
    body: unknown,
    name = 'Passkey',
  ): Promise<Result<{ message: string; email: string }>> {
    const token = invitationToken(body);
    if (!token.ok) return token;
    const answer = parseCeremonyAnswer(body);
    if (!answer.ok) return answer;
    const taken = await takeChallenge(
      this.deps.uow,
      this.deps.clock,
      answer.value.challengeId,
      'invitation',
    );
    if (!taken.ok) return taken;
    const passkey = await this.deps.passkeyCeremony.verifyRegistration(
      answer.value.response,
      taken.value.challenge,
    );
    if (!passkey) return fail(errors.validation(PASSKEY_NOT_VERIFIED));
    return this.deps.uow.run(async (tx) => {
      const member = await invitedMember(tx, this.deps, token.value);
      if (!member.ok) return member;
      // The challenge was made for this invitation's member, not another one's.
      if (member.value.id !== taken.value.staffId) return fail(errors.validation(PASSKEY_EXPIRED));
      const created = await tx.passkeys.create(
        member.value.id,
        passkey,
        name,
        this.deps.clock.now(),
      );
      if (!created) return fail(errors.conflict('passkey-exists', PASSKEY_ALREADY_ADDED));
      await tx.staff.update(member.value.id, {
        invitationTokenHash: null,
        invitationExpiresAt: null,
      });
      return ok({ message: INVITATION_ACCEPTED_WITH_PASSKEY, email: member.value.email });
    });
  }
}
