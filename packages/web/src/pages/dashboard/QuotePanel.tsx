import { useRef } from 'react';
import { formatCents, QUOTE_STATE_LABELS, versionTotals } from '@workshop/domain';
import type { Project } from '../../api/projects';
import { useWorkshopProfile } from '../../api/public-profile';
import {
  quotePdfUrl,
  signedCopyUrl,
  useMarkQuoteViewed,
  type QuoteAcceptance,
  type QuotedDesignAnswer,
  type QuoteVersion,
} from '../../api/quotes';
import { formatDateTime, formatDay } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { QuoteAnswer } from './QuoteAnswerDialog';
import { QuotedDesign } from './QuotedDesign';
import { SentAttachments } from '../../features/messages/SentAttachments';
import { QuoteLinesTable } from '../../features/quote-lines/QuoteLinesTable';
import { useFirstSight } from './use-first-sight';
import * as fact from './fact.css';
import * as text from './text.css';
import * as styles from './quote-panel.css';

interface QuotePanelProps {
  readonly project: Project;
  /** The versions, oldest first (the last is the current one); empty while they load. */
  readonly versions: readonly QuoteVersion[];
  readonly acceptance: QuoteAcceptance | null;
  /** The design the customer sent from the wizard (null for the quick form). */
  readonly requestDesign: QuotedDesignAnswer | null;
  /** Null when the quote cannot be approved now. */
  readonly onApprove: (() => void) | null;
  /** The other answers the quote takes now (none once answered). */
  readonly answers: readonly QuoteAnswer[];
  readonly onAnswer: (answer: QuoteAnswer) => void;
}

function nextStep(project: Project, current: QuoteVersion | undefined): string {
  if (project.status === 'completed') {
    return 'Your piece is finished. We will be in touch to arrange delivery and set-up, if we have not already. Thank you for trusting us with it.';
  }
  if (project.quoteApproved) {
    return "Thank you! Your project is in our workshop's schedule. We'll keep you posted here and by email.";
  }
  if (current?.state === 'expired') {
    return 'This quote has expired. Please ask us for an updated quote: send us a message or ask for changes.';
  }
  if (current?.state === 'changes_requested') {
    return 'We have your request for changes and will send you a new version.';
  }
  if (current?.state === 'declined') {
    return 'You declined this quote. If we send you a new version, it will appear here.';
  }
  return 'Approve the quote to confirm your project. We will then schedule production and keep you updated here. Questions first? Ask for changes or send us a message.';
}

/**
 * A firm price: its lines and tax when it has them, then what is paid to start and what on
 * completion, in the workshop's currency, as signed (`chosen`: the options ticked).
 */
function PaymentSchedule({ quote, chosen }: { quote: QuoteVersion; chosen: readonly number[] }) {
  const { currency } = useWorkshopProfile();
  const totals = versionTotals(quote, chosen);
  if (!totals) return null;
  const money = (cents: number) => formatCents(cents, currency);
  return (
    <>
      {quote.lines && (
        <QuoteLinesTable
          version={quote}
          totals={totals}
          currency={currency}
          caption={
            chosen.length > 0 || quote.lines.every((line) => !line.optional)
              ? 'What the price covers'
              : 'What the price covers (options can be added when you approve)'
          }
        />
      )}
      <dl className={styles.grid} data-testid="payment-schedule">
        {/* Lines end on their total; one figure says its price here, to the cent. */}
        {!quote.lines && (
          <div className={fact.fact}>
            <dt className={fact.term}>Price</dt>
            <dd className={fact.value}>{money(totals.totalCents)}</dd>
          </div>
        )}
        <div className={fact.fact}>
          <dt className={fact.term}>Deposit ({totals.depositPercent}%)</dt>
          <dd className={fact.value}>{money(totals.depositCents)}</dd>
        </div>
        <div className={fact.fact}>
          <dt className={fact.term}>Balance due on completion</dt>
          <dd className={fact.value}>{money(totals.balanceCents)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The panel's title and icon: what the customer most needs to know of the quote. */
function titleOf(project: Project, current: QuoteVersion | undefined) {
  if (project.quoteApproved) return { text: 'Quote Approved', icon: 'check' } as const;
  if (current?.state === 'declined') return { text: 'Quote Declined', icon: 'close' } as const;
  if (current?.state === 'expired') return { text: 'Quote Expired', icon: 'clock' } as const;
  return { text: 'Quote Ready!', icon: 'sparkle' } as const;
}

/**
 * The quote: the current version with its validity and PDF, the answers, and earlier versions.
 * The customer has opened a version sent to them when its amount is on their screen: then, and
 * only then, the panel tells the server (which tells the team, once).
 */
export function QuotePanel({
  project,
  versions,
  acceptance,
  requestDesign,
  onApprove,
  answers,
  onAnswer,
}: QuotePanelProps) {
  const approved = project.quoteApproved;
  const current = versions.at(-1);
  const earlier = versions.slice(0, -1).reverse();
  const title = titleOf(project, current);
  const closed = current?.state === 'declined' || current?.state === 'expired';
  const amount = useRef<HTMLDListElement>(null);
  const markViewed = useMarkQuoteViewed();
  const unopened = current?.state === 'sent' ? current.version : null;
  useFirstSight(amount, unopened === null ? null : `${project.id}:${unopened}`, () => {
    if (unopened !== null) markViewed.mutate({ id: project.id, version: unopened });
  });
  return (
    <section
      className={closed ? `${styles.quotePanel} ${styles.closedPanel}` : styles.quotePanel}
      // Its title and the project's number: two projects' panels ("Quote Approved") differ.
      aria-labelledby={`quote-${project.id} project-${project.id}-number`}
    >
      <h3
        id={`quote-${project.id}`}
        className={closed ? `${styles.quoteTitle} ${styles.closedTitle}` : styles.quoteTitle}
      >
        <Icon name={title.icon} />
        {title.text}
      </h3>
      {current && <p className={styles.version}>Version {current.version}</p>}
      {current && !approved && current.state !== 'sent' && current.state !== 'viewed' && (
        <p
          className={`${styles.stateNote} ${styles.stateTone[current.state] ?? ''}`}
          data-testid="quote-state"
        >
          {QUOTE_STATE_LABELS[current.state]}
        </p>
      )}
      <dl ref={amount} className={styles.grid}>
        <div className={`${fact.fact} ${styles.amountFact}`}>
          {/* The spec's words for a quote in words (a range); a firm quote is a price. */}
          <dt className={fact.term}>
            {current && current.priceCents !== null ? 'Price' : 'Estimated Cost'}
          </dt>
          <dd className={`${fact.value} ${styles.amount}`}>{project.quoteAmount}</dd>
        </div>
      </dl>
      {current && current.priceCents !== null && (
        <PaymentSchedule
          quote={current}
          chosen={acceptance?.version === current.version ? acceptance.chosenLines : []}
        />
      )}
      <dl className={styles.grid}>
        <div className={fact.fact}>
          <dt className={fact.term}>Quoted By</dt>
          <dd className={fact.value}>{project.quotedBy ?? '—'}</dd>
        </div>
        <div className={fact.fact}>
          <dt className={fact.term}>Quote Date</dt>
          <dd className={fact.value}>{formatDateTime(project.quotedAt) || '—'}</dd>
        </div>
        {current && (
          <div className={fact.fact}>
            <dt className={fact.term}>Valid Until</dt>
            <dd className={fact.value}>{formatDay(current.validUntil)}</dd>
          </div>
        )}
        {approved && project.quoteApprovedAt && (
          <div className={fact.fact}>
            <dt className={fact.term}>Approved On</dt>
            <dd className={fact.value}>{formatDateTime(project.quoteApprovedAt)}</dd>
          </div>
        )}
      </dl>
      {current && (
        <QuotedDesign
          design={current.design}
          requested={requestDesign}
          previous={earlier[0] ? { version: earlier[0].version, design: earlier[0].design } : null}
        />
      )}
      {current && current.drawings.length > 0 && (
        <div data-testid="quote-drawings">
          <h4 className={text.heading}>Drawings</h4>
          <SentAttachments attachments={current.drawings} label="Drawings" />
        </div>
      )}
      {project.quoteNotes && (
        <div>
          <h4 className={text.heading}>Quote Details</h4>
          <p className={text.longText}>{project.quoteNotes}</p>
        </div>
      )}
      {acceptance && (
        <div className={styles.acceptance} data-testid="acceptance">
          <h4 className={text.heading}>Your acceptance</h4>
          <p>
            {acceptance.method === 'click' ? 'Accepted by click as ' : 'Signed by '}
            <strong>{acceptance.signatureName}</strong> on {formatDateTime(acceptance.acceptedAt)},
            for version {acceptance.version} ({acceptance.amount}).
          </p>
          <p>
            <a href={signedCopyUrl(project.id)} download data-testid="signed-copy-link">
              Download your signed copy (PDF)
            </a>{' '}
            — the quote as you accepted it, with its acceptance certificate. We emailed you the same
            file.
          </p>
        </div>
      )}
      <div className={styles.nextSteps}>
        <h4 className={text.heading}>Next Steps</h4>
        <p>{nextStep(project, current)}</p>
      </div>
      <div className={styles.actions}>
        {current && (
          <a
            className={styles.pdfLink}
            href={quotePdfUrl(project.id, current.version)}
            target="_blank"
            rel="noopener"
          >
            <Icon name="external" size={18} />
            Quote PDF (v{current.version})
          </a>
        )}
        {answers.includes('changes') && (
          <Button tone="secondary" onClick={() => onAnswer('changes')}>
            Request Changes
          </Button>
        )}
        {answers.includes('decline') && (
          <Button tone="ghost" onClick={() => onAnswer('decline')}>
            Decline
          </Button>
        )}
        {onApprove && (
          <Button onClick={onApprove}>
            <Icon name="check" size={18} />
            Approve Quote
          </Button>
        )}
      </div>
      {earlier.length > 0 && (
        <details className={styles.earlier}>
          <summary className={styles.earlierSummary}>Earlier versions ({earlier.length})</summary>
          <ul>
            {earlier.map((quote) => (
              <li key={quote.version}>
                <a href={quotePdfUrl(project.id, quote.version)} target="_blank" rel="noopener">
                  Version {quote.version}: {quote.amount}
                </a>{' '}
                — {formatDateTime(quote.quotedAt)} · {QUOTE_STATE_LABELS[quote.state]}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
