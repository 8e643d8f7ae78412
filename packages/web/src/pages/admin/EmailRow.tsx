import { memo, useState } from 'react';
import { useResendEmail, type EmailDelivery } from '../../api/admin-emails';
import { errorMessage } from '../../api/errors';
import { visuallyHidden } from '../../design/recipes.css';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { canSendAgain, emailTemplateLabel, PENDING_STATUS_LABELS } from './email-labels';
import { EmailCopyDialog } from './EmailCopyDialog';
import { LastAnswer } from './LastAnswer';
import * as styles from './email-list.css';

export interface EmailRowProps {
  readonly email: EmailDelivery;
  /** The Sent tab has no actions column. */
  readonly withActions: boolean;
  /** Told after a Send again the server took (the row is about to leave its tab). */
  readonly onResent: () => void;
}

function When({ email }: { email: EmailDelivery }) {
  const created = formatDateTime(email.createdAt);
  const [label, at] =
    email.status === 'sent' && email.sentAt ? ['Sent', email.sentAt] : ['Updated', email.updatedAt];
  const later = formatDateTime(at);
  return (
    <>
      <span className={styles.when}>
        <span className={styles.whenLabel}>Created </span>
        <time dateTime={email.createdAt}>{created}</time>
      </span>
      {later && later !== created && (
        <span className={`${styles.when} ${styles.whenLater}`}>
          <span className={styles.whenLabel}>{label} </span>
          <time dateTime={at}>{later}</time>
        </span>
      )}
    </>
  );
}

/**
 * One email: when, to whom, which, for which project, how many tries, the mail server's last
 * answer, and Send again for a failed email or one waiting to be tried again. Its cells carry
 * their column's name, which phones show beside each value (the row is a card there).
 */
export const EmailRow = memo(function EmailRow({ email, withActions, onResent }: EmailRowProps) {
  const label = emailTemplateLabel(email.template);
  const resend = useResendEmail({
    onSuccess: ({ message }) => {
      toast({ title: 'Sending Again', description: message });
      onResent();
    },
    onError: (cause) => {
      toast({
        title: 'Could Not Send Again',
        description: errorMessage(cause, 'The email could not be sent again.'),
        variant: 'destructive',
      });
    },
  });
  const pending = email.status === 'sending' || email.status === 'retrying';
  const [reading, setReading] = useState(false);

  return (
    <tr role="row" className={styles.row} data-email-id={email.id}>
      <td role="cell" className={styles.cell} data-label="When">
        <When email={email} />
      </td>
      <td role="cell" className={`${styles.cell} ${styles.recipient}`} data-label="Recipient">
        {email.recipient}
      </td>
      <td role="cell" className={`${styles.cell} ${styles.template}`} data-label="Email">
        <button
          type="button"
          className={styles.open}
          aria-haspopup="dialog"
          aria-label={`${label}: read the email to ${email.recipient}`}
          onClick={() => setReading(true)}
        >
          {label}
        </button>
        {reading && <EmailCopyDialog email={email} label={label} open onOpenChange={setReading} />}
        {pending && (
          <span className={styles.state[email.status === 'sending' ? 'sending' : 'retrying']}>
            {PENDING_STATUS_LABELS[email.status === 'sending' ? 'sending' : 'retrying']}
          </span>
        )}
      </td>
      <td role="cell" className={styles.cell} data-label="Project">
        {email.projectId === null ? (
          <span className={styles.none}>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>None</span>
          </span>
        ) : (
          <span className={styles.project}>#{email.projectId}</span>
        )}
      </td>
      <td role="cell" className={`${styles.cell} ${styles.attempts}`} data-label="Attempts">
        {email.attempts === 0 ? (
          <span title="Waiting behind another email of the same event">0, waiting</span>
        ) : (
          email.attempts
        )}
      </td>
      <td role="cell" className={`${styles.cell} ${styles.answerCell}`} data-label="Last answer">
        <LastAnswer text={email.lastError} />
      </td>
      {withActions && (
        <td role="cell" className={`${styles.cell} ${styles.actionCell}`}>
          {canSendAgain(email) && (
            <Button
              tone="secondary"
              size="sm"
              className={styles.sendAgain}
              disabled={resend.isPending}
              onClick={() => resend.mutate(email.id)}
            >
              <Icon name="send" size={16} />
              {resend.isPending ? 'Sending...' : 'Send again'}
              <span className={visuallyHidden}>{`: ${label} to ${email.recipient}`}</span>
            </Button>
          )}
        </td>
      )}
    </tr>
  );
});
