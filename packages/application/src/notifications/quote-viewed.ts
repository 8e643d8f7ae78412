import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteViewedData extends ProjectDetails {
  readonly quoteVersion: number;
  readonly viewedAt: Date;
}

export const quoteViewed = notification<'QuoteViewed', QuoteViewedData>({
  answers: 'QuoteViewed',
  title: 'Quote viewed (to the team)',
  async plan(event, { tx, project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    const quote = await tx.quotes.findVersion(loaded.request.id, event.quoteVersion);
    if (!quote?.viewedAt) return null;
    return ready(workshopEmail, {
      ...loaded.details,
      quoteVersion: quote.version,
      viewedAt: quote.viewedAt,
    });
  },
});
