import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { errors, fail, ok, type Result } from '../result';

export interface ResetLinkToken {
  readonly email: string;
  /** In clear only here, on its way into the reset email. */
  readonly token: string;
  readonly expiresAt: Date;
}

/** Run by the worker as it sends the reset email: a new token replaces any earlier one. */
export class IssueResetToken {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      settings: Pick<SecuritySettings, 'resetTokenTtlMs'>;
    },
  ) {}

  async execute(userId: number): Promise<Result<ResetLinkToken>> {
    const token = this.deps.secrets.newToken();
    return this.deps.uow.run(async (tx) => {
      const user = await tx.users.findById(userId);
      if (!user) return fail(errors.notFound('No such account'));
      const now = this.deps.clock.now();
      const expiresAt = new Date(now.getTime() + this.deps.settings.resetTokenTtlMs);
      await tx.users.update(
        userId,
        { resetTokenHash: this.deps.secrets.digest(token), resetTokenExpiresAt: expiresAt },
        now,
      );
      return ok({ email: user.email, token, expiresAt });
    });
  }
}
