import { notification, ready } from './notification';
import type { ProjectDetails } from './project';
import { signedCopyAttachment, type SignedCopyAttachment } from './signed-copy';

export interface QuoteApprovedData extends ProjectDetails {
  readonly quoteAmount: string | null;
  /** The signed PDF, attached (null for an acceptance made before signed copies were kept). */
  readonly signedCopy: SignedCopyAttachment | null;
}

export const quoteApproved = notification<'QuoteApproved', QuoteApprovedData>({
  answers: 'QuoteApproved',
  title: 'Quote approved (to the team)',
  async plan(event, { tx, project, workshopEmail }) {
    const loaded = await project(event.requestId);
    if (!loaded) return null;
    // The amount the customer accepted, as the acceptance (and the signed copy) hold it.
    const acceptance = await tx.quotes.findAcceptance(event.requestId);
    return ready(workshopEmail, {
      ...loaded.details,
      quoteAmount: acceptance?.amount ?? loaded.request.quoteAmount,
      signedCopy: await signedCopyAttachment(tx, event.requestId),
    });
  },
});
