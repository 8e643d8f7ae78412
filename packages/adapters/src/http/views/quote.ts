import type { QuoteAcceptance, QuoteView } from '@workshop/application';
import { iso, isoOrNull, type Schema } from '../answers';

/** One version of a project's quote, field by field, with where it stands. */
export function quoteVersionView(quote: QuoteView): Schema<'QuoteVersion'> {
  return {
    requestId: quote.requestId,
    version: quote.version,
    amount: quote.amount,
    priceCents: quote.priceCents,
    depositPercent: quote.depositPercent,
    notes: quote.notes,
    quotedBy: quote.quotedBy,
    quotedAt: iso(quote.quotedAt),
    validUntil: quote.validUntil,
    viewedAt: isoOrNull(quote.viewedAt),
    changesRequestedAt: isoOrNull(quote.changesRequestedAt),
    changesRequest: quote.changesRequest,
    declinedAt: isoOrNull(quote.declinedAt),
    declineReason: quote.declineReason,
    state: quote.state,
  };
}

/** The customer's signed acceptance, as written. */
export function quoteAcceptanceView(acceptance: QuoteAcceptance): Schema<'QuoteAcceptance'> {
  return {
    requestId: acceptance.requestId,
    version: acceptance.version,
    amount: acceptance.amount,
    method: acceptance.method,
    signatureName: acceptance.signatureName,
    acceptedAt: iso(acceptance.acceptedAt),
    ipAddress: acceptance.ipAddress,
    userAgent: acceptance.userAgent,
    terms: acceptance.terms,
  };
}
