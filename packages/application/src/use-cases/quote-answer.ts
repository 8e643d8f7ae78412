import { decide, isExpired, type RequestLifecycleState, type Validated } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadOwnRequest } from '../access';
import type { Transaction } from '../ports/unit-of-work';
import type { FurnitureRequest, QuoteVersion } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const NO_SUCH_VERSION = 'No such quote version';

export interface QuoteAnswer<T> {
  readonly request: FurnitureRequest;
  /** The version answered: the one named, else the current one. */
  readonly quote: QuoteVersion;
  /** Where the lifecycle machine takes the project. */
  readonly next: RequestLifecycleState;
  readonly input: T;
}

/**
 * What every answer to a quote checks, in this order: the customer's own project (locked), then
 * the lifecycle machine on where the answered version stands (so a project with nothing to
 * answer is refused before its form is read), then the form, then the version named.
 */
export async function answerQuote<T extends { readonly version?: number | undefined }>(
  tx: Transaction,
  actor: Actor,
  id: number,
  type: 'APPROVE_QUOTE' | 'REQUEST_CHANGES' | 'DECLINE_QUOTE',
  input: Validated<T>,
  now: Date,
): Promise<Result<QuoteAnswer<T>>> {
  const loaded = await loadOwnRequest(tx, actor, id, true);
  if (!loaded.ok) return loaded;
  const versions = await tx.quotes.listByRequest(id);
  const current = versions.at(-1);
  const named = input.ok ? input.value.version : undefined;
  const quote = named === undefined ? current : versions.find((v) => v.version === named);
  // A version that does not exist stands as answerable: the machine refuses a project with
  // nothing to answer, and 404 answers the rest.
  const standing =
    quote && current
      ? {
          current: quote.version === current.version,
          expired: isExpired(quote.validUntil, now),
          changesRequested: quote.changesRequestedAt !== null,
        }
      : { current: true, expired: false, changesRequested: false };
  const decision = decide(loaded.value, { type, quote: standing });
  if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
  if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
  if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
  return ok({ request: loaded.value, quote, next: decision.next, input: input.value });
}
