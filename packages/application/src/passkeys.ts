import type { Clock } from './ports/clock';
import type { CeremonyOptions, StoredPasskey } from './ports/passkey-ceremony';
import type { PasskeyPurpose } from './ports/passkey-repository';
import type { Secrets } from './ports/secrets';
import type { StaffMember } from './records';
import type { Transaction, UnitOfWork } from './ports/unit-of-work';
import { errors, fail, ok, type Result } from './result';

/** Long enough to find and touch a security key, short enough that a stolen one goes stale. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const PASSKEY_EXPIRED = 'This passkey request has expired or was already used. Try again.';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Try again.';
export const PASSKEY_NOT_RECOGNISED = 'That passkey is not recognised. Sign in another way.';
export const PASSKEY_ADDED = 'Your passkey is added. You can sign in with it on this site.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added to an account.';

/** What the browser gets to start a ceremony: the options, and the id to finish it with. */
export interface StartedCeremony {
  readonly challengeId: string;
  readonly options: CeremonyOptions['options'];
}

/** What the browser sends to finish a ceremony: the challenge's id and the authenticator's answer. */
export interface CeremonyAnswer {
  readonly challengeId: string;
  readonly response: Readonly<Record<string, unknown>>;
}

const MAX_ID_LENGTH = 200;

export function parseCeremonyAnswer(body: unknown): Result<CeremonyAnswer> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(errors.validation('Request body must be a JSON object'));
  }
  const { challengeId, response } = body as Record<string, unknown>;
  if (typeof challengeId !== 'string' || challengeId === '') {
    return fail(
      errors.validation('challengeId is required', { challengeId: 'challengeId is required' }),
    );
  }
  if (challengeId.length > MAX_ID_LENGTH) {
    const tooLong = `challengeId must be ${MAX_ID_LENGTH} characters or less`;
    return fail(errors.validation(tooLong, { challengeId: tooLong }));
  }
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    return fail(
      errors.validation('The passkey response is missing', {
        response: 'The passkey response is missing',
      }),
    );
  }
  return ok({ challengeId, response: response as Record<string, unknown> });
}

/** Keeps the challenge server-side under a random id, so any replica can finish the ceremony. */
export async function keepChallenge(
  tx: Transaction,
  deps: { clock: Clock; secrets: Secrets },
  purpose: PasskeyPurpose,
  staffId: number | null,
  made: CeremonyOptions,
): Promise<StartedCeremony> {
  const id = deps.secrets.newToken();
  await tx.passkeys.saveChallenge({
    id,
    purpose,
    staffId,
    challenge: made.challenge,
    expiresAt: new Date(deps.clock.now().getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return { challengeId: id, options: made.options };
}

/**
 * Takes the challenge once, in a transaction of its own that commits whatever is found: a
 * refused answer (another ceremony's challenge, an expired one) has used it up too. Refuses
 * an unknown, used, expired or other ceremony's challenge.
 */
export async function takeChallenge(
  uow: UnitOfWork,
  clock: Clock,
  id: string,
  purpose: PasskeyPurpose,
): Promise<Result<{ challenge: string; staffId: number | null }>> {
  const taken = await uow.run(async (tx) => ok(await tx.passkeys.takeChallenge(id)));
  if (!taken.ok) return taken;
  const found = taken.value;
  if (!found || found.purpose !== purpose || found.expiresAt <= clock.now()) {
    return fail(errors.validation(PASSKEY_EXPIRED));
  }
  return ok({ challenge: found.challenge, staffId: found.staffId });
}

/**
 * Whether a passkey is the member's last way in: no password and no other passkey. Removing it
 * would lock them out, so it is refused.
 */
export function isLastWayIn(
  member: Pick<StaffMember, 'passwordHash'>,
  passkeys: readonly StoredPasskey[],
): boolean {
  return member.passwordHash === null && passkeys.length === 1;
}
