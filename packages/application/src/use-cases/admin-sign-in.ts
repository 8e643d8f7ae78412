import { ADMIN_ACCESS_DENIED_MESSAGE, adminLoginSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { openSession, passkeyFingerprint, type OpenedSession } from '../sessions';
import { errors, fail, ok, type Result } from '../result';

export const ACCESS_GRANTED = 'Access Granted - Welcome to the admin panel';
export const OWNER_PASSKEY_OFF =
  'The owner passkey is turned off. Sign in with your email and password.';

/** The passkey is checked here, against configuration, never in the browser. */
export class AdminSignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      settings: Pick<SecuritySettings, 'sessionTtlMs' | 'adminPasskey'>;
    },
  ) {}

  async execute(
    body: unknown,
    previousToken?: string,
  ): Promise<Result<OpenedSession & { message: string }>> {
    const input = validate(adminLoginSchema, body);
    if (!input.ok) return fail(errors.unauthenticated(ADMIN_ACCESS_DENIED_MESSAGE));
    // Comparing digests keeps the comparison time independent of how much of the passkey matched.
    const { digest } = this.deps.secrets;
    if (digest(input.value.passkey) !== digest(this.deps.settings.adminPasskey)) {
      return fail(errors.unauthenticated(ADMIN_ACCESS_DENIED_MESSAGE));
    }
    return this.deps.uow.run(async (tx) => {
      if (!(await tx.staff.ownerPasskeyEnabled())) {
        return fail(errors.unauthenticated(OWNER_PASSKEY_OFF));
      }
      const session = await openSession(
        tx,
        { ...this.deps, sessionTtlMs: this.deps.settings.sessionTtlMs },
        {
          role: 'admin',
          userId: null,
          passwordChanged: true,
          passkeyFingerprint: passkeyFingerprint(
            this.deps.secrets,
            this.deps.settings.adminPasskey,
          ),
        },
        previousToken,
      );
      return ok({ ...session, message: ACCESS_GRANTED });
    });
  }
}
