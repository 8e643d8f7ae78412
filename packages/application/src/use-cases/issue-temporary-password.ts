import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { errors, fail, ok, type Result } from '../result';

export interface TemporaryCredentials {
  readonly email: string;
  /** In clear only here, on its way into the credentials email. */
  readonly temporaryPassword: string;
  readonly expiresAt: Date;
}

/**
 * Run by the worker as it sends the credentials email: makes the temporary password and
 * stores only its hash. The password is derived from the account and the event the email
 * answers, so an email sent twice (a worker killed after the mail server took it, the database
 * gone before the send was recorded, "Send again") carries the same password both times, and
 * each copy signs in; each issue starts its validity again. An account that already has a
 * permanent password is left alone.
 */
export class IssueTemporaryPassword {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      secrets: Secrets;
      settings: Pick<SecuritySettings, 'temporaryPasswordTtlMs'>;
    },
  ) {}

  /** `issuedFor`: the id of the event the credentials email answers. */
  async execute(userId: number, issuedFor: string): Promise<Result<TemporaryCredentials>> {
    const temporaryPassword = this.deps.secrets.temporaryPasswordFor(
      `account:${userId}:event:${issuedFor}`,
    );
    const passwordHash = await this.deps.hasher.hash(temporaryPassword);
    return this.deps.uow.run(async (tx) => {
      // Locked: a reset committed between this check and the write would be overwritten.
      const user = await tx.users.findByIdForUpdate(userId);
      if (!user) return fail(errors.notFound('No such account'));
      if (!user.needsPasswordChange) {
        return fail(
          errors.conflict('account-active', 'This account already has a permanent password.'),
        );
      }
      const now = this.deps.clock.now();
      const expiresAt = new Date(now.getTime() + this.deps.settings.temporaryPasswordTtlMs);
      await tx.users.update(userId, { passwordHash, temporaryPasswordExpiresAt: expiresAt }, now);
      return ok({ email: user.email, temporaryPassword, expiresAt });
    });
  }
}
