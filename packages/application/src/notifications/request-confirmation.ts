import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

/**
 * The confirmation to an account whose owner has never signed in: the address was typed by
 * whoever sent the form, so the email repeats nothing they typed (it could be anyone's words
 * sent to a stranger). It says a request came and how to sign in to see it.
 */
export interface UnclaimedConfirmation {
  readonly projectId: number;
  readonly accountUnclaimed: true;
}

export type RequestConfirmationData = ProjectDetails | UnclaimedConfirmation;

export const requestConfirmation = notification<'RequestSubmitted', RequestConfirmationData>({
  answers: 'RequestSubmitted',
  title: 'Request received',
  // Anyone may send the form with any address, from any number of machines: an address gets
  // a few of these an hour, however many requests name it (the projects are all kept).
  perRecipient: { emails: 3, withinMs: 60 * 60 * 1000 },
  async plan(event, { project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    // Never signed in: still on the emailed password (or none yet).
    const unclaimed = loaded.account?.needsPasswordChange ?? true;
    return ready(
      loaded.customerEmail,
      unclaimed
        ? { projectId: loaded.request.id, accountUnclaimed: true as const }
        : loaded.details,
    );
  },
});
