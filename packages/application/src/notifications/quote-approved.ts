import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteApprovedData extends ProjectDetails {
  readonly quoteAmount: string | null;
}

export const quoteApproved = notification<'QuoteApproved', QuoteApprovedData>({
  answers: 'QuoteApproved',
  title: 'Quote approved (to the team)',
  async plan(event, { project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    return ready(workshopEmail, { ...loaded.details, quoteAmount: loaded.request.quoteAmount });
  },
});
