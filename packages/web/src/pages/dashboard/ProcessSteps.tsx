import { PROCESS_STEPS, projectStage, type RequestLifecycleState } from '@workshop/domain';
import type { ProjectAccount } from '../../api/payments';
import type { QuoteVersion } from '../../api/quotes';
import { useWorkshopProfile } from '../../api/public-profile';
import { invoiceOwed, unpaidInvoice } from '../../features/payments/account-state';
import { visuallyHidden } from '../../design/recipes.css';
import { formatDay } from '../../lib/dates';
import * as styles from './process-steps.css';

/** What the current step awaits, and from whom, in the customer's words. */
function awaited(
  step: number,
  waitingOn: 'workshop' | 'customer' | null,
  quote: QuoteVersion | undefined,
  quotePromise: string,
  account: ProjectAccount | undefined,
): string {
  if (waitingOn === null) return 'You declined this quote.';
  // An unpaid invoice is what the work waits on, whatever the step.
  const owed = account && unpaidInvoice(account);
  if (owed) return `Waiting on you: ${invoiceOwed(owed, account.currency)}.`;
  if (waitingOn === 'customer') {
    return quote
      ? `Waiting on you: your answer to quote v${quote.version}, valid until ${formatDay(quote.validUntil)}.`
      : 'Waiting on you: your answer to the quote.';
  }
  switch (step) {
    case 1:
      return `Waiting on the workshop: ${quotePromise.replace(/\.$/, '').toLowerCase()}.`;
    case 2:
      return 'Waiting on the workshop: a new version of your quote.';
    case 3:
      return 'Waiting on the workshop: your piece is being built.';
    default:
      return 'Waiting on the workshop: delivery and set-up, arranged with you.';
  }
}

/**
 * The workshop's five steps on the project's card, the current one marked, with what it
 * awaits and from whom: the process the landing promises, followed for this piece.
 */
export function ProcessSteps({
  state,
  quote,
  projectId,
  account,
}: {
  state: RequestLifecycleState;
  quote: QuoteVersion | undefined;
  projectId: number;
  account: ProjectAccount | undefined;
}) {
  const { quotePromise } = useWorkshopProfile();
  const { step, waitingOn } = projectStage(state, quote?.state ?? null);
  const labelId = `process-${projectId}`;
  return (
    <div className={styles.process}>
      <p id={labelId} className={styles.awaited}>
        {awaited(step, waitingOn, quote, quotePromise, account)}
      </p>
      <ol className={styles.steps} aria-labelledby={labelId}>
        {PROCESS_STEPS.map((entry, index) => {
          const where = index < step ? 'done' : index === step ? 'current' : 'next';
          return (
            <li
              key={entry.title}
              className={styles.step[where]}
              aria-current={where === 'current' ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {where === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.title} title={entry.title}>
                {entry.short}
                {where === 'done' && <span className={visuallyHidden}> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
