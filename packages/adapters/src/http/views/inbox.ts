import type { InboxItem } from '@workshop/application';
import { iso, type Schema } from '../answers';

/** One item of the team's inbox, field by field. */
export function inboxItemView(item: InboxItem): Schema<'InboxItem'> {
  return {
    kind: item.kind,
    projectId: item.projectId,
    status: item.status,
    customer: item.customer,
    piece: item.piece,
    since: iso(item.since),
  };
}
