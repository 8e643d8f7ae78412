import { debugPasswordResetSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { errors, fail, ok, type Result } from '../result';

export const DEBUG_RESET_DISABLED = 'Not found';
export const NO_SUCH_ACCOUNT = 'No account exists for that email';

/**
 * The /password-reset debug page: sets anyone's password by email. It exists only where it
 * is explicitly enabled (local mode); elsewhere the route does not exist at all.
 */
export class DebugResetPassword {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      settings: Pick<SecuritySettings, 'debugResetEnabled'>;
    },
  ) {}

  async execute(body: unknown): Promise<Result<{ message: string }>> {
    if (!this.deps.settings.debugResetEnabled) return fail(errors.notFound(DEBUG_RESET_DISABLED));
    const input = validate(debugPasswordResetSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    // The account first, then the slow hash: an unknown email costs a lookup, not a hash
    // (this page exists only on this computer, where nobody needs to be kept guessing).
    const found = await this.deps.uow.run(async (tx) =>
      ok(await tx.users.findByEmail(input.value.email)),
    );
    if (!found.ok) return found;
    const user = found.value;
    if (!user) return fail(errors.notFound(NO_SUCH_ACCOUNT));
    const passwordHash = await this.deps.hasher.hash(input.value.newPassword);

    return this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
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
      return ok({ message: 'Password has been reset' });
    });
  }
}
