import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { PASSKEY_NOT_RECOGNISED, parseCeremonyAnswer, takeChallenge } from '../passkeys';
import { signInDelayMs, type SecuritySettings } from '../settings';
import { openStaffSession, refuseStaffSignIn, type StaffSignedIn } from '../staff-sessions';
import { errors, fail, type Result } from '../result';

/**
 * Someone of the team finishes signing in with a passkey, and gets a session exactly like the
 * email-and-password sign-in's. Failures are counted on the member's email (or on the unknown
 * credential), in the same runs as password failures, so they slow down the same way.
 */
export class PasskeySignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      passkeyCeremony: PasskeyCeremony;
      settings: Pick<SecuritySettings, 'sessionTtlMs' | 'signInSlowdown'>;
    },
  ) {}

  async execute(body: unknown, previousToken?: string): Promise<Result<StaffSignedIn>> {
    const answer = parseCeremonyAnswer(body);
    if (!answer.ok) return answer;
    const taken = await takeChallenge(
      this.deps.uow,
      this.deps.clock,
      answer.value.challengeId,
      'sign-in',
    );
    if (!taken.ok) return taken;
    const credentialId = this.deps.passkeyCeremony.credentialIdOf(answer.value.response);
    if (!credentialId) return fail(errors.validation('The passkey response is not valid'));
    const found = await this.deps.uow.read(async (db) => {
      const passkey = await db.passkeys.findByCredentialId(credentialId);
      const member = passkey ? await db.staff.findById(passkey.staffId) : null;
      const key = failureKey(member?.email ?? null, credentialId);
      return {
        passkey,
        member,
        key,
        failures: await db.signInFailures.count(key, this.deps.clock.now()),
      };
    });
    const delay = signInDelayMs(found.failures, this.deps.settings.signInSlowdown);
    if (delay > 0) await this.deps.clock.sleep(delay);
    const { passkey, member } = found;
    if (!passkey || !member) return this.refuse(found.key);
    const verified = await this.deps.passkeyCeremony.verifyAuthentication(
      answer.value.response,
      taken.value.challenge,
      passkey,
    );
    if (!verified) return this.refuse(found.key);
    return this.deps.uow.run(async (tx) => {
      await tx.passkeys.recordUse(passkey.id, verified.counter, this.deps.clock.now());
      return openStaffSession(
        tx,
        this.deps,
        { staffId: member.id, staffPasskeyId: passkey.id },
        previousToken,
      );
    });
  }

  private refuse(key: string): Promise<Result<StaffSignedIn>> {
    return refuseStaffSignIn(this.deps, key, PASSKEY_NOT_RECOGNISED);
  }
}

/** The member's email when the credential is theirs; else the credential, never an email. */
function failureKey(email: string | null, credentialId: string): string {
  return email ?? `passkey:${credentialId}`.slice(0, 254);
}
