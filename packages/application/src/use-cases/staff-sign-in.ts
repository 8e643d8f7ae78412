import { signInSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { signInDelayMs, type SecuritySettings } from '../settings';
import { openStaffSession, refuseStaffSignIn, type StaffSignedIn } from '../staff-sessions';
import { errors, fail, type Result } from '../result';
import { INVALID_CREDENTIALS } from './sign-in';

/**
 * Someone of the team signs in with their email and password. Failures slow the email down
 * exactly as a customer's do (the same per-email runs), so a guessed address waits while its
 * owner still gets in.
 */
export class StaffSignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      hasher: PasswordHasher;
      settings: Pick<SecuritySettings, 'sessionTtlMs' | 'signInSlowdown'>;
    },
  ) {}

  async execute(body: unknown, previousToken?: string): Promise<Result<StaffSignedIn>> {
    const input = validate(signInSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { email, password } = input.value;
    const found = await this.deps.uow.read(async (db) => ({
      member: await db.staff.findByEmail(email),
      failures: await db.signInFailures.count(email, this.deps.clock.now()),
    }));
    const delay = signInDelayMs(found.failures, this.deps.settings.signInSlowdown);
    if (delay > 0) await this.deps.clock.sleep(delay);
    const { member } = found;
    if (!member?.passwordHash) {
      // Hash anyway so an unknown email takes as long as a wrong password.
      await this.deps.hasher.hash(password);
      return this.refuse(email);
    }
    if (!(await this.deps.hasher.verify(member.passwordHash, password))) return this.refuse(email);
    return this.deps.uow.run((tx) =>
      openStaffSession(tx, this.deps, { staffId: member.id }, previousToken),
    );
  }

  private refuse(email: string): Promise<Result<StaffSignedIn>> {
    return refuseStaffSignIn(this.deps, email, INVALID_CREDENTIALS);
  }
}
