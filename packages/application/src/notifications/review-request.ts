import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export type ReviewRequestData = ProjectDetails;

/** Some days after completion: how is the piece, in stars and a few words? Asked once. */
export const reviewRequest = notification<'ReviewRequestDue', ReviewRequestData>({
  answers: 'ReviewRequestDue',
  title: 'Review request',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail || loaded.request.status !== 'completed') return null;
    // A customer who already wrote one is not asked again.
    if (await tx.reviews.findByProject(loaded.request.id)) return null;
    return ready(loaded.customerEmail, loaded.details);
  },
});
