import { tokenResetSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const INVALID_INVITATION =
  'This invitation link is invalid or has expired. Ask the owner to invite you again.';
export const INVITATION_ACCEPTED = 'Your password is set. Sign in with your email and password.';

/** Someone invited chooses their password from the emailed link: single use, 7 days. */
export class AcceptStaffInvitation {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      secrets: Secrets;
    },
  ) {}

  async execute(body: unknown): Promise<Result<{ message: string; email: string }>> {
    const input = validate(tokenResetSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const tokenHash = this.deps.secrets.digest(input.value.token);
    // The slow hash runs before the transaction, so it holds no connection.
    const passwordHash = await this.deps.hasher.hash(input.value.newPassword);
    return this.deps.uow.run(async (tx) => {
      const member = await tx.staff.findByInvitationTokenHash(tokenHash);
      if (!member?.invitationExpiresAt || member.invitationExpiresAt <= this.deps.clock.now()) {
        return fail(errors.validation(INVALID_INVITATION));
      }
      await tx.staff.update(member.id, {
        passwordHash,
        invitationTokenHash: null,
        invitationExpiresAt: null,
      });
      return ok({ message: INVITATION_ACCEPTED, email: member.email });
    });
  }
}
