import { formatDate } from '../../lib/dates';
import type { AdminRequest } from '../../api/admin-requests';
import * as text from './text.css';
import * as styles from './quote-summary.css';

/** The quote on a card: amount, who quoted and when, and the notes sent with it. */
export function QuoteSummary({ request }: { request: AdminRequest }) {
  if (!request.quoteAmount) return null;
  const quotedOn = formatDate(request.quotedAt);
  return (
    <div
      className={
        request.status === 'declined' ? `${styles.quote} ${styles.declined}` : styles.quote
      }
    >
      <div>
        <span className={text.statusLabel}>Quote: </span>
        <span className={styles.quoteAmount}>{request.quoteAmount}</span>
      </div>
      <p className={styles.quoteMeta}>
        {request.quotedBy ? `Quoted by ${request.quotedBy}` : 'Quoted'}
        {quotedOn ? ` on ${quotedOn}` : ''}
        {request.quoteApproved && request.quoteApprovedAt
          ? ` · approved on ${formatDate(request.quoteApprovedAt)}`
          : ''}
      </p>
      {request.quoteNotes && <p className={text.longText}>{request.quoteNotes}</p>}
    </div>
  );
}
