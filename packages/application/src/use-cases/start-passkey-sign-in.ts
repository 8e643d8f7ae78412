import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { keepChallenge, type StartedCeremony } from '../passkeys';
import { ok, type Result } from '../result';

/**
 * Someone of the team starts signing in with a passkey. The credentials are discoverable, so
 * no email is asked: the authenticator offers the passkeys it holds for this site.
 */
export class StartPasskeySignIn {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      passkeyCeremony: PasskeyCeremony;
    },
  ) {}

  async execute(): Promise<Result<StartedCeremony>> {
    const made = await this.deps.passkeyCeremony.authenticationOptions();
    return this.deps.uow.run(async (tx) =>
      ok(await keepChallenge(tx, this.deps, 'sign-in', null, made)),
    );
  }
}
