import type { Clock } from '../ports/clock';
import type { PasskeyCeremony } from '../ports/passkey-ceremony';
import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { StaffMember } from '../records';
import type { Transaction } from '../ports/unit-of-work';
import { keepChallenge, type StartedCeremony } from '../passkeys';
import { errors, fail, ok, type Result } from '../result';
import { INVALID_INVITATION } from './accept-staff-invitation';

const MAX_TOKEN_LENGTH = 200;

/** The invitation's token from a request body, or why there is none. */
export function invitationToken(body: unknown): Result<string> {
  const token =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
    return fail(errors.validation('Token is required', { token: 'Token is required' }));
  }
  return ok(token);
}

/** The member a live invitation names; refused once used or after its seven days. */
export async function invitedMember(
  tx: Pick<Transaction, 'staff'>,
  deps: { clock: Clock; secrets: Secrets },
  token: string,
): Promise<Result<StaffMember>> {
  const member = await tx.staff.findByInvitationTokenHash(deps.secrets.digest(token));
  if (!member?.invitationExpiresAt || member.invitationExpiresAt <= deps.clock.now()) {
    return fail(errors.validation(INVALID_INVITATION));
  }
  return ok(member);
}

/** Someone invited chooses a passkey instead of a password: the ceremony starts from the link. */
export class StartInvitationPasskey {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      secrets: Secrets;
      passkeyCeremony: PasskeyCeremony;
    },
  ) {}

  async execute(body: unknown): Promise<Result<StartedCeremony>> {
    const token = invitationToken(body);
    if (!token.ok) return token;
    return this.deps.uow.run(async (tx) => {
      const member = await invitedMember(tx, this.deps, token.value);
      if (!member.ok) return member;
      const made = await this.deps.passkeyCeremony.registrationOptions({
        staffId: member.value.id,
        email: member.value.email,
        name: member.value.name,
        existingCredentialIds: [],
      });
      return ok(await keepChallenge(tx, this.deps, 'invitation', member.value.id, made));
    });
  }
}
