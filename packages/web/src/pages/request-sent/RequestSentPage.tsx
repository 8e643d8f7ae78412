import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BUSINESS } from '@workshop/domain';
import { Button } from '../../ui/Button';
import { readSentRequest, type SentRequest } from '../wizard/wizard-storage';
import * as styles from './request-sent.css';

function isSentRequest(value: unknown): value is SentRequest {
  return typeof value === 'object' && value !== null && 'email' in value && 'requestId' in value;
}

/**
 * /request-sent: what a visitor sees after submitting the wizard. The request number, what
 * happens next and by when, where the email went, and the way to sign in. The navigation's
 * state carries the request; the session's storage keeps it for a reload.
 */
export default function RequestSentPage() {
  const id = useId();
  const { state } = useLocation();
  const sent = isSentRequest(state) ? state : readSentRequest();

  return (
    <main className={styles.page}>
      <title>{`Request sent · ${BUSINESS.name}`}</title>
      <div className={styles.panel}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <div>
          <h1 className={styles.heading}>Thank you, your request is on its way</h1>
          {sent?.requestId != null && (
            <p className={styles.number}>{`Request number #${sent.requestId}`}</p>
          )}
        </div>

        <p className={styles.text}>
          {sent ? (
            <>
              We&apos;ve emailed a confirmation with your project details to{' '}
              <strong>{sent.email}</strong>. If this is your first request, that email also has your
              sign-in details. Can&apos;t find it? Look in your spam folder.
            </>
          ) : (
            <>We&apos;ve emailed you a confirmation with your project details.</>
          )}
        </p>

        <section aria-labelledby={`${id}-next`}>
          <h2 id={`${id}-next`} className={styles.subheading}>
            What happens next
          </h2>
          <ol className={styles.steps}>
            <li>Our team reviews your design and replies within 24 hours.</li>
            <li>You receive a detailed quote and timeline within 3 business days.</li>
            <li>We schedule a consultation to finalize the details with you.</li>
            <li>Production begins once you approve the quote.</li>
          </ol>
        </section>

        <p className={styles.text}>
          Sign in to follow your project, read the quote when it is ready and message the team.
        </p>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link to="/signin">Sign in to track your project</Link>
          </Button>
          <Button asChild size="lg" tone="secondary">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
