import { isExpired, type QuoteStanding } from '@workshop/domain';
import type { QuoteVersion } from '../records';

/**
 * The version a customer answers (the one they name, else the current one) and where it stands,
 * for the lifecycle machine to decide on. A version that does not exist stands as answerable:
 * the machine refuses a project with nothing to answer, and the caller answers 404 otherwise.
 */
export function answeredQuote(
  versions: readonly QuoteVersion[],
  named: number | undefined,
  now: Date,
): { quote: QuoteVersion | undefined; standing: QuoteStanding } {
  const current = versions.at(-1);
  const quote = named === undefined ? current : versions.find((v) => v.version === named);
  if (!quote || !current) {
    return {
      quote: undefined,
      standing: { current: true, expired: false, changesRequested: false },
    };
  }
  return {
    quote,
    standing: {
      current: quote.version === current.version,
      expired: isExpired(quote.validUntil, now),
      changesRequested: quote.changesRequestedAt !== null,
    },
  };
}

export const NO_SUCH_VERSION = 'No such quote version';
