import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export const projectCompleted = notification<'ProjectCompleted', ProjectDetails>({
  answers: 'ProjectCompleted',
  title: 'Project completed',
  async plan(event, { project }) {
    const loaded = await project(event.requestId);
    return loaded?.customerEmail ? ready(loaded.customerEmail, loaded.details) : null;
  },
});
