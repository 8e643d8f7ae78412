import { changePasswordSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must be different from your current password';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed in the meantime. Please sign in again.';

/**
 * The signed-in customer replaces their password: forced after a temporary-password sign-in,
 * voluntary later. Every other session of the account ends; this one carries on.
 */
export class ChangePassword {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      secrets: Secrets;
    },
  ) {}

  async execute(
    actor: Actor,
    sessionToken: string,
    body: unknown,
  ): Promise<Result<{ message: string }>> {
    if (actor.kind !== 'customer') {
      return actor.kind === 'anonymous'
        ? fail(errors.unauthenticated())
        : fail(errors.forbidden('Only customers have a password to change'));
    }
    const input = validate(changePasswordSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { currentPassword, newPassword } = input.value;

    // Hashing stays outside the transactions: 60 ms must not hold a database connection.
    const loaded = await this.deps.uow.run(async (tx) => ok(await tx.users.findById(actor.id)));
    if (!loaded.ok) return loaded;
    const user = loaded.value;
    if (!user?.passwordHash) return fail(errors.unauthenticated());
    if (!(await this.deps.hasher.verify(user.passwordHash, currentPassword))) {
      return fail(
        errors.validation(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD }),
      );
    }
    // Also refuses the temporary password as the new one.
    if (newPassword === currentPassword) {
      return fail(errors.validation(SAME_PASSWORD, { newPassword: SAME_PASSWORD }));
    }
    const passwordHash = await this.deps.hasher.hash(newPassword);

    return this.deps.uow.run(async (tx) => {
      const fresh = await tx.users.findById(user.id);
      if (fresh?.passwordHash !== user.passwordHash) {
        return fail(errors.conflict('password-changed', PASSWORD_CHANGED_MEANWHILE));
      }
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
      const current = this.deps.secrets.digest(sessionToken);
      await tx.sessions.markPasswordChanged(current);
      await tx.sessions.deleteForUser(user.id, current);
      await tx.outbox.add([{ type: 'PasswordChanged', userId: user.id, email: user.email }], now);
      return ok({ message: PASSWORD_UPDATED });
    });
  }
}
