import { forgotPasswordSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const RESET_LINK_MESSAGE =
  "If an account with this email exists, you'll receive a reset link shortly.";

/**
 * Asks for a reset link. The answer is the same whether or not the account exists; the
 * worker makes the token when it sends the email, so no token is ever stored in clear.
 */
export class ForgotPassword {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(body: unknown): Promise<Result<{ message: string }>> {
    const input = validate(forgotPasswordSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const user = await tx.users.findByEmail(input.value.email);
      if (user) {
        await tx.outbox.add(
          [{ type: 'PasswordResetRequested', userId: user.id, email: user.email }],
          this.deps.clock.now(),
        );
      }
      return ok({ message: RESET_LINK_MESSAGE });
    });
  }
}
