import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface ProjectCompletedData extends ProjectDetails {
  /** The workshop's note on completing it, when the team wrote one. */
  readonly completionNote: string | null;
}

export const projectCompleted = notification<'ProjectCompleted', ProjectCompletedData>({
  answers: 'ProjectCompleted',
  title: 'Project completed',
  async plan(event, { project }) {
    const loaded = await project(event.requestId);
    return loaded?.customerEmail
      ? ready(loaded.customerEmail, {
          ...loaded.details,
          completionNote: loaded.request.completionNote,
        })
      : null;
  },
});
