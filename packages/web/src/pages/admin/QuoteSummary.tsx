import { formatDate } from '../../lib/dates';
import type { AdminRequest } from './admin-request';
import * as styles from './card.css';

/** The quote on a card: amount, who quoted and when, and the notes sent with it. */
export function QuoteSummary({ request }: { request: AdminRequest }) {
  if (!request.quoteAmount) return null;
  const quotedOn = formatDate(request.quotedAt);
  return (
    <div className={styles.quote}>
      <div>
        <span className={styles.statusLabel}>Quote: </span>
        <span className={styles.quoteAmount}>{request.quoteAmount}</span>
      </div>
      <p className={styles.quoteMeta}>
        {request.quotedBy ? `Quoted by ${request.quotedBy}` : 'Quoted'}
        {quotedOn ? ` on ${quotedOn}` : ''}
        {request.quoteApproved && request.quoteApprovedAt
          ? ` · approved on ${formatDate(request.quoteApprovedAt)}`
          : ''}
      </p>
      {request.quoteNotes && <p className={styles.longText}>{request.quoteNotes}</p>}
    </div>
  );
}
