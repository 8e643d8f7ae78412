import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export const newRequestAlert = notification<'RequestSubmitted', ProjectDetails>({
  answers: 'RequestSubmitted',
  title: 'New request (to the team)',
  async plan(event, { project, workshopEmail }) {
    const loaded = await project(event.requestId);
    return loaded ? ready(workshopEmail, loaded.details) : null;
  },
});
