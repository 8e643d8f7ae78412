import { useOpenedEmail, type EmailDelivery, type OpenedEmail } from '../../api/admin-emails';
import { errorMessage } from '../../api/errors';
import { formatDateTime } from '../../lib/dates';
import { Dialog } from '../../ui/Dialog';
import * as styles from './email-copy-dialog.css';

const WHY_NO_COPY: Record<NonNullable<OpenedEmail['missing']>, string> = {
  holds_secret:
    'This email carries a sign-in secret (a temporary password or a one-time link), so its text is not kept where the team can read it.',
  not_sent: 'This email has not gone out yet: its text is kept once the mail server takes it.',
  not_kept: 'This email went out before the site kept copies of what it sends.',
};

interface EmailCopyDialogProps {
  readonly email: EmailDelivery;
  readonly label: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** What a recipient read: the subject and the plain text, exactly as they went out. */
export function EmailCopyDialog({ email, label, open, onOpenChange }: EmailCopyDialogProps) {
  const opened = useOpenedEmail(email.id, open);
  const sent = email.sentAt ? formatDateTime(email.sentAt) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={label}
      description={`To ${email.recipient}${sent ? `, sent ${sent}` : ''}`}
    >
      {opened.isPending ? (
        <p role="status">Loading the email...</p>
      ) : opened.isError ? (
        <p role="alert">{errorMessage(opened.error, 'The email could not be opened.')}</p>
      ) : opened.data.copy ? (
        <article className={styles.copy} aria-label="The email as sent">
          <p className={styles.subject}>
            <span className={styles.subjectLabel}>Subject </span>
            {opened.data.copy.subject}
          </p>
          <pre className={styles.text}>{opened.data.copy.text}</pre>
        </article>
      ) : (
        <p className={styles.none}>{WHY_NO_COPY[opened.data.missing ?? 'not_kept']}</p>
      )}
    </Dialog>
  );
}
