import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface QuoteChangesRequestedData extends ProjectDetails {
  readonly quoteVersion: number;
  /** The customer's message asking for them. */
  readonly message: string;
}

export const quoteChangesRequested = notification<
  'QuoteChangesRequested',
  QuoteChangesRequestedData
>({
  answers: 'QuoteChangesRequested',
  title: 'Changes requested (to the team)',
  async plan(event, { tx, project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    const message = await tx.messages.findById(loaded.request.id, event.messageId);
    if (!message) return null;
    return ready(workshopEmail, {
      ...loaded.details,
      quoteVersion: event.quoteVersion,
      message: message.message,
    });
  },
});
