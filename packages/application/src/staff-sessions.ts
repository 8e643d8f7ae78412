import type { Clock } from './ports/clock';
import type { Secrets } from './ports/secrets';
import type { Transaction, UnitOfWork } from './ports/unit-of-work';
import { openSession, type OpenedSession } from './sessions';
import type { SecuritySettings } from './settings';
import { errors, fail, ok, type Result } from './result';
import { ACCESS_GRANTED } from './use-cases/admin-sign-in';

export type StaffSignedIn = OpenedSession & { message: string };

interface Deps {
  uow: UnitOfWork;
  clock: Clock;
  secrets: Secrets;
  settings: Pick<SecuritySettings, 'sessionTtlMs' | 'signInSlowdown'>;
}

/**
 * A member of the team's session, the same whether a password or a passkey opened it; a
 * passkey's is marked with it, so removing the passkey ends it.
 */
export async function openStaffSession(
  tx: Transaction,
  deps: Deps,
  openedBy: { staffId: number; staffPasskeyId?: number },
  previousToken: string | undefined,
): Promise<Result<StaffSignedIn>> {
  const session = await openSession(
    tx,
    { ...deps, sessionTtlMs: deps.settings.sessionTtlMs },
    { role: 'admin', userId: null, passwordChanged: true, ...openedBy },
    previousToken,
  );
  return ok({ ...session, message: ACCESS_GRANTED });
}

/**
 * A refused staff sign-in: counted under `key` in the same runs as customers' failures (so it
 * slows the next try the same way), then answered 401 with `message`.
 */
export async function refuseStaffSignIn(
  deps: Deps,
  key: string,
  message: string,
): Promise<Result<StaffSignedIn>> {
  const counted = await deps.uow.run(async (tx) =>
    ok(await tx.signInFailures.record(key, deps.clock.now(), deps.settings.signInSlowdown.quietMs)),
  );
  if (!counted.ok) return counted;
  return fail(errors.unauthenticated(message));
}
