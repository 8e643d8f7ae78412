import { QUOTE_STATE_LABELS, type RequestStatus } from '@workshop/domain';
import { quotePdfUrl, signedCopyUrl, useQuotes, type QuoteVersion } from '../../api/quotes';
import { formatDateTime, formatDay } from '../../lib/dates';
import * as styles from './quote-history.css';

/** What the card's quote button says: a first quote, a revision, a renewal, a reopening. */
export function quoteActionLabel(status: RequestStatus, current: QuoteVersion | undefined): string {
  if (status === 'declined') return 'Reopen with New Quote';
  if (status !== 'quoted') return 'Provide Quote';
  return current?.state === 'expired' ? 'Renew Quote' : 'Revise Quote';
}

/** The when of a state, where it has one. */
function stateDetail(quote: QuoteVersion): string {
  switch (quote.state) {
    case 'viewed':
      return formatDateTime(quote.viewedAt);
    case 'changes_requested':
      return formatDateTime(quote.changesRequestedAt);
    case 'declined':
      return quote.declineReason ? `“${quote.declineReason}”` : '';
    default:
      return '';
  }
}

/**
 * The quote as the workshop follows it: the current version's state (sent, viewed, changes
 * requested, expired, accepted, declined), every version with its PDF, and the acceptance.
 */
export function QuoteHistory({ projectId }: { projectId: number }) {
  const quotes = useQuotes(projectId);
  const versions = quotes.data?.data ?? [];
  const acceptance = quotes.data?.acceptance ?? null;
  const current = versions.at(-1);
  if (!current) return null;
  const detail = stateDetail(current);
  return (
    <div className={styles.history} data-testid="quote-history">
      <p className={styles.state}>
        <span className={styles.badge[current.state]}>{QUOTE_STATE_LABELS[current.state]}</span>
        <span>
          v{current.version} · valid until {formatDay(current.validUntil)}
          {detail && ` · ${detail}`}
        </span>
      </p>
      {acceptance && (
        <p className={styles.acceptance} data-testid="admin-acceptance">
          Accepted by <strong>{acceptance.signatureName}</strong>
          {acceptance.method === 'click' && ' by click, not by typed signature,'} on{' '}
          {formatDateTime(acceptance.acceptedAt)} (v{acceptance.version}, {acceptance.amount})
          {acceptance.ipAddress && ` from ${acceptance.ipAddress}`}
        </p>
      )}
      {acceptance && (
        <p className={styles.acceptance}>
          <a href={signedCopyUrl(projectId)} download data-testid="admin-signed-copy-link">
            Signed copy (PDF)
          </a>{' '}
          · the quote as accepted, with its acceptance certificate
        </p>
      )}
      <details className={styles.versions}>
        <summary className={styles.summary}>
          {versions.length === 1 ? 'Quote version' : `All ${versions.length} versions`}
        </summary>
        <ol className={styles.list}>
          {[...versions].reverse().map((quote) => (
            <li key={quote.version}>
              <a href={quotePdfUrl(projectId, quote.version)} target="_blank" rel="noopener">
                v{quote.version}: {quote.amount}
              </a>{' '}
              · {quote.quotedBy}, {formatDateTime(quote.quotedAt)} ·{' '}
              {QUOTE_STATE_LABELS[quote.state]}
              {quote.drawings.length > 0 && (
                <>
                  {' · Drawings: '}
                  {quote.drawings.map((drawing, index) => (
                    <span key={drawing.url}>
                      {index > 0 && ', '}
                      <a href={drawing.url} target="_blank" rel="noopener">
                        {drawing.name}
                      </a>
                    </span>
                  ))}
                </>
              )}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
