import type { RequestStatus } from '@workshop/domain';

/** The workshop's words for each status (the customer side says 'New Request', 'Quote Ready'). */
export const ADMIN_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  new: 'New',
  quoted: 'Quoted',
  in_progress: 'In Progress',
  completed: 'Completed',
  declined: 'Declined',
};
