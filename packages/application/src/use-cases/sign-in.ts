import { signInSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { openSession, type OpenedSession } from '../sessions';
import { errors, fail, ok, type Result } from '../result';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Use "Forgot your password?" to get a reset link.';

export interface SignedIn extends OpenedSession {
  readonly needsPasswordChange: boolean;
  readonly message: string;
}

/** A customer signs in; a temporary password opens a session that can only change it. */
export class SignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      hasher: PasswordHasher;
      settings: Pick<SecuritySettings, 'sessionTtlMs'>;
    },
  ) {}

  async execute(body: unknown, previousToken?: string): Promise<Result<SignedIn>> {
    const input = validate(signInSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { email, password } = input.value;

    // The slow hash runs outside any transaction: it must not hold a connection (or, on the
    // embedded database, every other query) for its 60 ms.
    const found = await this.deps.uow.run(async (tx) => ok(await tx.users.findByEmail(email)));
    if (!found.ok) return found;
    const user = found.value;
    if (!user?.passwordHash) {
      // Hash anyway so an unknown email takes as long as a wrong password.
      await this.deps.hasher.hash(password);
      return fail(errors.unauthenticated(INVALID_CREDENTIALS));
    }
    if (!(await this.deps.hasher.verify(user.passwordHash, password))) {
      return fail(errors.unauthenticated(INVALID_CREDENTIALS));
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
}
