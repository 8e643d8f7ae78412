import type { EmailDelivery } from '@workshop/application';
import { iso, isoOrNull, type Schema } from '../answers';

/** One email of the team's Emails view; the event id is the worker's business, not the team's. */
export function emailDeliveryView(email: EmailDelivery): Schema<'EmailDelivery'> {
  return {
    id: email.id,
    template: email.template,
    recipient: email.recipient,
    projectId: email.projectId,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: iso(email.createdAt),
    updatedAt: iso(email.updatedAt),
    sentAt: isoOrNull(email.sentAt),
  };
}
