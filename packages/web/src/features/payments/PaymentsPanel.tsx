import { formatCents, PAYMENT_METHOD_LABELS } from '@workshop/domain';
import { invoicePdfUrl, type Payment, type ProjectAccount } from '../../api/payments';
import { formatDay } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { INVOICE_KIND_LABELS } from './account-state';
import * as styles from './payments-panel.css';

/**
 * A project's money: each invoice with its PDF, the payments received (voided ones stay,
 * marked), and what is paid, due and left. The workshop's copy offers Void per payment.
 */
export function PaymentsPanel({
  projectId,
  account,
  level,
  labelledBy,
  onVoid,
}: {
  projectId: number;
  account: ProjectAccount;
  level: 3 | 4;
  /** Another element naming the project, so two cards' panels differ. */
  labelledBy: string;
  onVoid?: (payment: Payment) => void;
}) {
  const money = (cents: number) => formatCents(cents, account.currency);
  const headingId = `payments-${projectId}`;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.panel} aria-labelledby={`${headingId} ${labelledBy}`}>
      <Heading id={headingId} className={styles.title}>
        Payments
      </Heading>

      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt className={styles.term}>Paid</dt>
          <dd className={styles.value}>{money(account.paidCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.term}>Due</dt>
          <dd className={styles.value}>{money(account.dueCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.term}>Balance</dt>
          <dd className={styles.value}>{money(account.balanceCents)}</dd>
        </div>
      </dl>

      <ul className={styles.list} aria-label="Invoices">
        {account.invoices.map((invoice) => {
          const paid = invoice.paidCents >= invoice.amountCents;
          return (
            <li key={invoice.id} className={styles.row}>
              <span className={styles.main}>
                <a href={invoicePdfUrl(projectId, invoice.id)} target="_blank" rel="noreferrer">
                  {invoice.number}
                </a>{' '}
                · {INVOICE_KIND_LABELS[invoice.kind]} · {money(invoice.amountCents)}
              </span>
              <span className={styles.detail}>Due {formatDay(invoice.dueOn)}</span>
              <span className={paid ? styles.state.paid : styles.state.unpaid}>
                {paid ? 'Paid' : 'Unpaid'}
              </span>
            </li>
          );
        })}
      </ul>

      {account.payments.length > 0 && (
        <ul className={styles.list} aria-label="Payments received">
          {account.payments.map((payment) => {
            const voided = payment.voidedAt !== null;
            return (
              <li key={payment.id} className={styles.row}>
                <span className={voided ? `${styles.main} ${styles.struck}` : styles.main}>
                  {formatDay(payment.paidOn)} · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
                  {money(payment.amountCents)}
                </span>
                {payment.reference && <span className={styles.detail}>{payment.reference}</span>}
                {voided ? (
                  <span className={styles.state.voided}>
                    Voided{payment.voidReason ? `: ${payment.voidReason}` : ''}
                  </span>
                ) : (
                  onVoid && (
                    <Button
                      tone="ghost"
                      size="sm"
                      aria-label={`Void ${money(payment.amountCents)} of ${formatDay(payment.paidOn)}`}
                      onClick={() => onVoid(payment)}
                    >
                      Void
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
