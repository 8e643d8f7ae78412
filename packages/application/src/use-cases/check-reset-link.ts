import { resetTokenSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { INVALID_RESET_LINK } from './reset-password';

export const RESET_LINK_VALID = 'This reset link is valid';

/**
 * Whether an emailed reset link can still set a password (unused, under an hour old), asked
 * by the reset page as it opens. Changes nothing: the reset itself checks again.
 */
export class CheckResetLink {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; secrets: Secrets }) {}

  async execute(body: unknown): Promise<Result<{ message: string; expiresAt: Date }>> {
    const input = validate(resetTokenSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const tokenHash = this.deps.secrets.digest(input.value.token);
    return this.deps.uow.run(async (tx) => {
      const user = await tx.users.findByResetTokenHash(tokenHash);
      const expiresAt = user?.resetTokenExpiresAt;
      if (!expiresAt || expiresAt <= this.deps.clock.now()) {
        return fail(errors.validation(INVALID_RESET_LINK));
      }
      return ok({ message: RESET_LINK_VALID, expiresAt });
    });
  }
}
