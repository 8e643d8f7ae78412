import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteDeclinedData extends ProjectDetails {
  readonly quoteVersion: number;
  readonly reason: string;
}

export const quoteDeclined = notification<'QuoteDeclined', QuoteDeclinedData>({
  answers: 'QuoteDeclined',
  title: 'Quote declined (to the team)',
  async plan(event, { tx, project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    const quote = await tx.quotes.findVersion(loaded.request.id, event.quoteVersion);
    if (!quote?.declineReason) return null;
    return ready(workshopEmail, {
      ...loaded.details,
      quoteVersion: quote.version,
      reason: quote.declineReason,
    });
  },
});
