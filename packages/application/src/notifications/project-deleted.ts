import { notification, ready } from './notification';

/** The project is gone: what the event kept of it. */
export interface ProjectDeletedData {
  readonly projectId: number;
  readonly fullName: string;
  readonly summary: string | null;
}

export const projectDeleted = notification<'ProjectDeleted', ProjectDeletedData>({
  answers: 'ProjectDeleted',
  title: 'Project removed by the workshop',
  async plan(event, { tx }) {
    // The project is gone: the account's address, and what the event kept of it.
    const to = (await tx.users.findById(event.customerId))?.email;
    if (!to) return null;
    const { requestId: projectId, fullName, summary } = event;
    return ready(to, { projectId, fullName, summary });
  },
});
