import { useCallback, useEffect, useRef } from 'react';
import { useEmails } from '../../api/admin-emails';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { emailSummaryText, type EmailTab } from './email-labels';
import { EmailRow } from './EmailRow';
import * as styles from './email-list.css';

/**
 * One tab of the Emails view: how many, then the emails newest first: a table on wide screens,
 * a card per email on phones and tablets. Read again every minute and after each Send again.
 */
export function EmailList({ tab }: { tab: EmailTab }) {
  const query = useEmails(tab.view);
  const emails = query.data?.data;
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const resentRef = useRef(false);
  const onResent = useCallback(() => {
    resentRef.current = true;
  }, []);

  // An email sent again leaves its tab, and its button with it: focus goes to the summary line
  // instead of the page (unless the admin has moved on).
  useEffect(() => {
    if (!resentRef.current) return;
    resentRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) summaryRef.current?.focus({ preventScroll: true });
  }, [emails]);

  if (query.isPending) {
    return (
      <p className={styles.status} role="status">
        Loading emails...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{errorMessage(query.error, 'The emails could not be loaded.')}</p>
        <Button tone="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const list = query.data.data;
  const total = tab.count ? query.data.counts[tab.count] : undefined;
  const withActions = tab.view !== 'sent';
  return (
    <>
      <p className={styles.about}>{tab.about}</p>
      <p
        ref={summaryRef}
        className={styles.summary}
        tabIndex={-1}
        aria-live="polite"
        data-showing=""
      >
        {emailSummaryText(tab, list.length, total)}
      </p>
      {list.length === 0 ? (
        <p className={styles.empty}>{tab.empty}</p>
      ) : (
        <table role="table" className={styles.table}>
          <caption className={styles.caption}>{`${tab.label} emails, newest first`}</caption>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              <th role="columnheader" scope="col">
                When
              </th>
              <th role="columnheader" scope="col">
                Recipient
              </th>
              <th role="columnheader" scope="col">
                Email
              </th>
              <th role="columnheader" scope="col">
                Project
              </th>
              <th role="columnheader" scope="col">
                Attempts
              </th>
              <th role="columnheader" scope="col">
                Last answer
              </th>
              {withActions && (
                <th role="columnheader" scope="col">
                  <span className={styles.caption}>Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup" className={styles.body}>
            {list.map((email) => (
              <EmailRow
                key={email.id}
                email={email}
                withActions={withActions}
                onResent={onResent}
              />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
