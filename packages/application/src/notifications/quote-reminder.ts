import { isExpired } from '@workshop/domain';
import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteReminderData extends ProjectDetails {
  readonly quoteAmount: string;
  /** A firm price (one figure or lines), which the email calls a price, not an estimate. */
  readonly firm: boolean;
  readonly quoteVersion: number;
  /** YYYY-MM-DD */
  readonly validUntil: string;
}

export const quoteReminder = notification<'QuoteReminderDue', QuoteReminderData>({
  answers: 'QuoteReminderDue',
  title: 'Quote reminder',
  async plan(event, { tx, project, now }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    // Only a version still waiting for its answer, and still valid, is reminded of.
    const quote = await tx.quotes.current(loaded.request.id);
    const waiting =
      loaded.request.status === 'quoted' &&
      quote?.version === event.quoteVersion &&
      quote.changesRequestedAt === null &&
      !isExpired(quote.validUntil, now);
    if (!quote || !waiting) return null;
    return ready(loaded.customerEmail, {
      ...loaded.details,
      quoteAmount: quote.amount,
      firm: quote.priceCents !== null,
      quoteVersion: quote.version,
      validUntil: quote.validUntil,
    });
  },
});
