import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteReadyData extends ProjectDetails {
  readonly quoteAmount: string;
  /** A firm price (one figure or lines), which the email calls a price, not an estimate. */
  readonly firm: boolean;
  readonly quoteNotes: string | null;
  readonly quotedBy: string;
  readonly quoteVersion: number;
  /** YYYY-MM-DD */
  readonly validUntil: string;
}

export const quoteReady = notification<'QuoteProvided', QuoteReadyData>({
  answers: 'QuoteProvided',
  title: 'Quote ready',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const quote = await tx.quotes.current(loaded.request.id);
    if (!quote) return null;
    return ready(loaded.customerEmail, {
      ...loaded.details,
      quoteAmount: quote.amount,
      firm: quote.priceCents !== null,
      quoteNotes: quote.notes,
      quotedBy: quote.quotedBy,
      quoteVersion: quote.version,
      validUntil: quote.validUntil,
    });
  },
});
