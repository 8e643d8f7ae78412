import { memo, useId, useState, type ReactNode } from 'react';
import {
  budgetLabel,
  canMarkComplete,
  canPostProgress,
  canProvideQuote,
  designSummary,
  furnitureTypeLabel,
  projectStage,
  projectTimelineLabel,
} from '@workshop/domain';
import { UnreadBadge } from '../../features/messages/UnreadBadge';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusBadge } from '../../ui/StatusBadge';
import type { AdminRequest, ListedRequest } from '../../api/admin-requests';
import { usePayments, type Payment } from '../../api/payments';
import { accountLine } from '../../features/payments/account-state';
import { PaymentsPanel } from '../../features/payments/PaymentsPanel';
import { quotedDesignOf, useQuotes } from '../../api/quotes';
import { PostProgressDialog } from './PostProgressDialog';
import { AdminProgress } from './AdminProgress';
import { PublishPieceDialog } from './PublishPieceDialog';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { VoidPaymentDialog } from './VoidPaymentDialog';
import { QuoteHistory, quoteActionLabel } from './QuoteHistory';
import { QuoteSummary } from './QuoteSummary';
import { RequestDetails } from './RequestDetails';
import { ADMIN_STATUS_LABELS } from './status-labels';
import * as text from './text.css';
import * as styles from './request-card.css';

export type CardAction = 'quote' | 'messages' | 'status' | 'delete' | 'notes';

export interface RequestCardProps {
  readonly request: ListedRequest;
  readonly unread: number;
  readonly onAction: (action: CardAction, request: AdminRequest) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/**
 * One request: who, what and the status row up front, the quote once there is one, the full
 * details on demand, and the actions its status allows. The money line and whether the piece
 * may be shown come with the page; the invoices and payments are read when the details open.
 */
export const RequestCard = memo(function RequestCard({
  request,
  unread,
  onAction,
}: RequestCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [recordOpen, setRecordOpen] = useState(false);
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const detailsId = `details${useId()}`;
  const headingId = `${detailsId}-name`;
  const lifecycle = { status: request.status, quoteApproved: request.quoteApproved };
  const hasQuote = request.quoteAmount !== null;
  const quotes = useQuotes(request.id, hasQuote);
  const completed = request.status === 'completed';
  const summary = request.accountSummary;
  const account = usePayments(request.id, expanded && summary.invoiceCount > 0).data?.data;
  const money = accountLine(summary);
  // An unpaid invoice waits on the customer, whatever the step; otherwise a finished piece
  // waits on nobody here: delivery is arranged outside the panel.
  const waitingOn = summary.openInvoice
    ? 'customer'
    : completed
      ? null
      : projectStage(lifecycle, quotes.data?.data.at(-1)?.state ?? null).waitingOn;
  const payable = summary.priceCents !== null && summary.balanceCents > 0;
  // Once signed, the card says the piece as signed; the customer's words stay in the details.
  const acceptance = quotes.data?.acceptance;
  const signedVersion = quotes.data?.data.find((quote) => quote.version === acceptance?.version);
  const signedDesign = quotedDesignOf(signedVersion?.design);
  // Only a finished piece whose customer said yes can be shown: the server holds to it too.
  const showable = completed && request.showcaseAllowed === true;

  return (
    <article className={styles.card[request.status] ?? styles.card.new} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          <span className={styles.projectId}>#{request.id}</span>
          {request.fullName}
        </h3>
        <p className={styles.submitted}>
          Submitted <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
      </div>

      <div className={styles.statusRow}>
        <span className={text.statusLabel}>Status:</span>
        <StatusBadge status={request.status} label={ADMIN_STATUS_LABELS[request.status]} />
        {request.quoteOverdue && (
          <span
            className={styles.overdue}
            title="No quote yet, 3 business days after the request arrived"
          >
            <Icon name="clock" size={14} />
            Overdue
          </span>
        )}
        {waitingOn && (
          <span className={styles.waiting}>
            {waitingOn === 'workshop' ? 'Waiting on us' : 'Waiting on the customer'}
          </span>
        )}
        {request.quoteApproved && (
          <span className={styles.approved}>
            <Icon name="check" size={14} />
            Customer Approved
          </span>
        )}
      </div>

      <dl className={styles.facts}>
        <Fact label="Email">
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </Fact>
        <Fact label="Phone">
          {request.phone ? <a href={`tel:${request.phone}`}>{request.phone}</a> : 'Not given'}
        </Fact>
        <Fact label="Furniture Type">
          {request.furnitureType ? furnitureTypeLabel(request.furnitureType) : 'Not given'}
        </Fact>
        <Fact label="Budget">
          {request.budgetRange ? budgetLabel(request.budgetRange) : 'Not given'}
        </Fact>
        <Fact label="Timeline">{projectTimelineLabel(request.timeline)}</Fact>
      </dl>

      {signedVersion && signedDesign ? (
        <p className={styles.signedDesign} data-testid="signed-design">
          <span className={styles.signedLabel}>
            Signed design, version {signedVersion.version}:
          </span>{' '}
          {designSummary(signedDesign)}
        </p>
      ) : (
        !expanded && request.description && <p className={styles.preview}>{request.description}</p>
      )}

      <QuoteSummary request={request} />
      {hasQuote && <QuoteHistory projectId={request.id} />}

      {money && <p className={styles.money}>{money}</p>}
      {expanded && account && account.invoices.length > 0 && (
        <PaymentsPanel
          projectId={request.id}
          account={account}
          level={4}
          labelledBy={headingId}
          onVoid={setVoiding}
        />
      )}

      {expanded && (
        <RequestDetails
          id={detailsId}
          request={request}
          onEditNotes={(r) => onAction('notes', r)}
        />
      )}
      {expanded && (request.status === 'in_progress' || completed) && (
        <AdminProgress projectId={request.id} />
      )}

      <div className={styles.actions}>
        <Button
          tone="ghost"
          size="sm"
          className={styles.detailsToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          <Icon
            name="chevronDown"
            size={16}
            style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
          />
          {expanded ? 'Hide Details' : 'View Details'}
        </Button>
        {canProvideQuote(lifecycle) && (
          <Button size="sm" onClick={() => onAction('quote', request)}>
            {quoteActionLabel(request.status, quotes.data?.data.at(-1))}
          </Button>
        )}
        <Button tone="secondary" size="sm" onClick={() => onAction('messages', request)}>
          <Icon name="message" size={16} />
          Message
          <UnreadBadge count={unread} />
        </Button>
        {canPostProgress(lifecycle) && (
          <Button tone="secondary" size="sm" onClick={() => setProgressOpen(true)}>
            <Icon name="image" size={16} />
            Post Progress
          </Button>
        )}
        {canMarkComplete(lifecycle) && (
          <Button size="sm" onClick={() => onAction('status', request)}>
            <Icon name="check" size={16} />
            Mark Complete
          </Button>
        )}
        {payable && (
          <Button tone="secondary" size="sm" onClick={() => setRecordOpen(true)}>
            <Icon name="plus" size={16} />
            Record Payment
          </Button>
        )}
        {showable && (
          <Button tone="secondary" size="sm" onClick={() => setPublishOpen(true)}>
            <Icon name="image" size={16} />
            Publish to Portfolio
          </Button>
        )}
        <Button
          tone="secondary"
          size="sm"
          className={styles.deleteButton}
          onClick={() => onAction('delete', request)}
        >
          <Icon name="trash" size={16} />
          Delete
        </Button>
      </div>
      {canPostProgress(lifecycle) && (
        <PostProgressDialog
          projectId={request.id}
          customerName={request.fullName}
          open={progressOpen}
          onOpenChange={setProgressOpen}
        />
      )}
      {/* Mounted while there is a price, so the payment that settles it does not unmount it. */}
      {summary.priceCents !== null && (
        <RecordPaymentDialog
          projectId={request.id}
          account={summary}
          open={recordOpen}
          onOpenChange={setRecordOpen}
        />
      )}
      {account && (
        <VoidPaymentDialog
          projectId={request.id}
          currency={account.currency}
          payment={voiding}
          onClose={() => setVoiding(null)}
        />
      )}
      {showable && (
        <PublishPieceDialog
          projectId={request.id}
          suggestedTitle={request.furnitureType ? furnitureTypeLabel(request.furnitureType) : ''}
          open={publishOpen}
          onOpenChange={setPublishOpen}
        />
      )}
    </article>
  );
});
