import { signInSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { signInDelayMs, type SecuritySettings } from '../settings';
import { openSession, type OpenedSession } from '../sessions';
import { errors, fail, ok, type Result } from '../result';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Use "Forgot your password?" to get a reset link.';

export interface SignedIn extends OpenedSession {
  readonly needsPasswordChange: boolean;
  readonly message: string;
}

/**
 * A customer signs in; a temporary password opens a session that can only change it. Failures
 * are counted per email whatever the address: an email being guessed slows down for everyone
 * (its owner included, who still gets in) and its owner is warned, once per run of failures.
 */
export class SignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      hasher: PasswordHasher;
      settings: Pick<SecuritySettings, 'sessionTtlMs' | 'signInSlowdown'>;
    },
  ) {}

  async execute(body: unknown, previousToken?: string): Promise<Result<SignedIn>> {
    const input = validate(signInSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { email, password } = input.value;

    // The slow hash runs outside any transaction: it must not hold a connection (or, on the
    // embedded database, every other query) for its 60 ms.
    const found = await this.deps.uow.run(async (tx) =>
      ok({
        user: await tx.users.findByEmail(email),
        failures: await tx.signInFailures.count(email, this.deps.clock.now()),
      }),
    );
    if (!found.ok) return found;
    const { user, failures } = found.value;
    // Before the password is looked at, so a right one waits as long as a wrong one; and
    // outside any transaction, so the wait holds no connection.
    const delay = signInDelayMs(failures, this.deps.settings.signInSlowdown);
    if (delay > 0) await this.deps.clock.sleep(delay);
    if (!user?.passwordHash) {
      // Hash anyway so an unknown email takes as long as a wrong password.
      await this.deps.hasher.hash(password);
      return this.refuse(email, null);
    }
    if (!(await this.deps.hasher.verify(user.passwordHash, password))) {
      return this.refuse(email, user.id);
    }
    const expiry = user.temporaryPasswordExpiresAt;
    if (user.needsPasswordChange && expiry && expiry <= this.deps.clock.now()) {
      return fail(errors.unauthenticated(TEMPORARY_PASSWORD_EXPIRED));
    }
    return this.deps.uow.run(async (tx) => {
      const session = await openSession(
        tx,
        { ...this.deps, sessionTtlMs: this.deps.settings.sessionTtlMs },
        { role: 'customer', userId: user.id, passwordChanged: !user.needsPasswordChange },
        previousToken,
      );
      return ok({
        ...session,
        needsPasswordChange: user.needsPasswordChange,
        message: user.needsPasswordChange ? 'Welcome!' : 'Welcome back!',
      });
    });
  }

  /**
   * Counts the failure against the email (an unknown one too, so both answers do the same
   * work) and, when the run reaches the warning count, records the warning in the same
   * transaction: exactly one failure of a run sees that count.
   */
  private async refuse(email: string, userId: number | null): Promise<Result<SignedIn>> {
    const { quietMs, reportAfter } = this.deps.settings.signInSlowdown;
    const counted = await this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      const failures = await tx.signInFailures.record(email, now, quietMs);
      if (userId !== null && failures === reportAfter) {
        await tx.outbox.add(
          [{ type: 'SignInAttemptsSurged', userId, failedAttempts: failures }],
          now,
        );
      }
      return ok(failures);
    });
    if (!counted.ok) return counted;
    return fail(errors.unauthenticated(INVALID_CREDENTIALS));
  }
}
