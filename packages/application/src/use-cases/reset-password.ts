import { tokenResetSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET = 'Password reset successful';

/** Sets a new password from an emailed link: single use, one hour, and it signs out everywhere. */
export class ResetPassword {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      secrets: Secrets;
    },
  ) {}

  async execute(body: unknown): Promise<Result<{ message: string }>> {
    const input = validate(tokenResetSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const tokenHash = this.deps.secrets.digest(input.value.token);
    const passwordHash = await this.deps.hasher.hash(input.value.newPassword);

    return this.deps.uow.run(async (tx) => {
      const user = await tx.users.findByResetTokenHash(tokenHash);
      const now = this.deps.clock.now();
      if (!user?.resetTokenExpiresAt || user.resetTokenExpiresAt <= now) {
        return fail(errors.validation(INVALID_RESET_LINK));
      }
      await tx.users.update(
        user.id,
        {
          passwordHash,
          needsPasswordChange: false,
          temporaryPasswordExpiresAt: null,
          resetTokenHash: null,
          resetTokenExpiresAt: null,
        },
        now,
      );
      await tx.sessions.deleteForUser(user.id);
      await tx.outbox.add([{ type: 'PasswordChanged', userId: user.id, email: user.email }], now);
      return ok({ message: PASSWORD_RESET });
    });
  }
}
