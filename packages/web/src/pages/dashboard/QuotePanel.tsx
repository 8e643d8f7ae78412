import type { Project } from '../../api/projects';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as fact from './fact.css';
import * as text from './text.css';
import * as styles from './quote-panel.css';

/** The quote once there is one: amount, who and when, its notes, and Approve while it is open. */
export function QuotePanel({
  project,
  onApprove,
}: {
  project: Project;
  onApprove: (() => void) | null;
}) {
  const approved = project.quoteApproved;
  return (
    <section className={styles.quotePanel} aria-labelledby={`quote-${project.id}`}>
      <h3 id={`quote-${project.id}`} className={styles.quoteTitle}>
        <Icon name={approved ? 'check' : 'sparkle'} />
        {approved ? 'Quote Approved' : 'Quote Ready!'}
      </h3>
      <dl className={styles.grid}>
        <div className={`${fact.fact} ${styles.amountFact}`}>
          <dt className={fact.term}>Estimated Cost</dt>
          <dd className={`${fact.value} ${styles.amount}`}>{project.quoteAmount}</dd>
        </div>
      </dl>
      <dl className={styles.grid}>
        <div className={fact.fact}>
          <dt className={fact.term}>Quoted By</dt>
          <dd className={fact.value}>{project.quotedBy ?? '—'}</dd>
        </div>
        <div className={fact.fact}>
          <dt className={fact.term}>Quote Date</dt>
          <dd className={fact.value}>{formatDateTime(project.quotedAt) || '—'}</dd>
        </div>
        {approved && project.quoteApprovedAt && (
          <div className={fact.fact}>
            <dt className={fact.term}>Approved On</dt>
            <dd className={fact.value}>{formatDateTime(project.quoteApprovedAt)}</dd>
          </div>
        )}
      </dl>
      {project.quoteNotes && (
        <div>
          <h4 className={text.heading}>Quote Details</h4>
          <p className={text.longText}>{project.quoteNotes}</p>
        </div>
      )}
      <div className={styles.nextSteps}>
        <h4 className={text.heading}>Next Steps</h4>
        <p>
          {approved
            ? "Thank you! Your project is in our workshop's schedule. We'll keep you posted here and by email."
            : 'Approve the quote to confirm your project. We will then schedule production and keep you updated here. Questions first? Send us a message.'}
        </p>
      </div>
      {onApprove && (
        <div className={styles.actions}>
          <Button onClick={onApprove}>
            <Icon name="check" size={18} />
            Approve Quote
          </Button>
        </div>
      )}
    </section>
  );
}
