import { furnitureTypeLabel, type RequestStatus } from '@workshop/domain';
import { useInbox, type InboxItem } from '../../api/inbox';
import { formatDateTime } from '../../lib/dates';
import * as styles from './team-view.css';
import * as own from './inbox-view.css';

const KIND_LABELS: Readonly<Record<InboxItem['kind'], string>> = {
  'unread-message': 'Unread message',
  'change-request': 'Change request',
  'overdue-quote': 'Quote overdue',
  'new-request': 'New request',
  'unpaid-deposit': 'Deposit overdue',
};

/**
 * Everything waiting on the workshop across projects, longest waiting first; each item opens
 * its project's card. Items leave on their own once answered.
 */
export function InboxView({ onOpen }: { onOpen: (id: number, status: RequestStatus) => void }) {
  const inbox = useInbox();
  const items = inbox.data?.data ?? [];
  const total = inbox.data?.total ?? 0;
  return (
    <section className={styles.view} aria-labelledby="inbox-view-heading">
      <h2 id="inbox-view-heading" className={styles.heading}>
        Inbox
      </h2>
      {inbox.isPending ? (
        <p className={styles.muted}>Loading the inbox…</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          No new requests, unread messages, change requests or overdue quotes.
        </p>
      ) : (
        <>
          {total > items.length && (
            <p className={styles.muted}>
              The {items.length} longest waiting of {total}.
            </p>
          )}
          <ul className={styles.members} aria-label="Waiting on the workshop">
            {items.map((item) => (
              <li key={`${item.kind}:${item.projectId}`} className={styles.member}>
                <a
                  href={`#request-${item.projectId}`}
                  className={own.item}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(item.projectId, item.status);
                  }}
                >
                  <span className={own.kind} data-kind={item.kind}>
                    {KIND_LABELS[item.kind]}
                  </span>
                  <span>
                    #{item.projectId} · {item.customer}
                    {item.piece ? ` · ${furnitureTypeLabel(item.piece)}` : ''}
                  </span>
                  <span className={styles.muted}>Since {formatDateTime(item.since)}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
