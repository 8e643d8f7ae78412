import type { UserType } from '@workshop/domain';
import type { Actor } from './actor';
import { errors, fail, ok, type Result } from './result';

/** The side of the conversation an actor speaks for; a claim in the body must agree with it. */
export function requireSide(actor: Actor, claimed: UserType): Result<UserType> {
  if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
  const side: UserType = actor.kind === 'admin' ? 'admin' : 'customer';
  return claimed === side
    ? ok(side)
    : fail(
        errors.forbidden(
          `You are signed in as ${side === 'admin' ? 'the workshop' : 'a customer'}, not as ${claimed}.`,
        ),
      );
}
