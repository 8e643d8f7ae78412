import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import type { SentRequest } from './sent-request';
import * as styles from './request-confirmation.css';

/**
 * What a visitor reads once a request is in: its number, the design and price they sent (from
 * the wizard), where the email went, what happens next and by when, and the way to sign in.
 * Its heading takes the focus, so keyboard and screen-reader users start here.
 */
export function RequestConfirmation({
  sent,
  heading: Heading = 'h2',
  center = false,
  children,
}: {
  readonly sent: SentRequest | null;
  readonly heading?: 'h1' | 'h2' | 'h3';
  /** Brings the confirmation to the middle of the screen (where a taller form stood). */
  readonly center?: boolean;
  /** Further actions, after signing in. */
  readonly children?: ReactNode;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: center });
    if (center) headingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [center]);

  return (
    <div className={styles.panel}>
      <span className={styles.check} aria-hidden="true">
        ✓
      </span>
      <div>
        <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
          Thank you, your request is on its way
        </Heading>
        {sent?.requestId != null && <p className={styles.number}>{`Project #${sent.requestId}`}</p>}
      </div>

      {sent?.summary && (
        <p className={styles.summary}>
          {sent.summary}
          {sent.price && (
            <>
              {' '}
              Indicative price: <strong>{sent.price}</strong>.
            </>
          )}
        </p>
      )}

      <p className={styles.text}>
        {sent ? (
          <>
            We&apos;ve emailed a confirmation with your project details to{' '}
            <strong className={styles.email}>{sent.email}</strong>. If this is your first request,
            that email also has your sign-in details. Can&apos;t find it? Look in your spam folder.
          </>
        ) : (
          <>We&apos;ve emailed you a confirmation with your project details.</>
        )}
      </p>

      <section aria-labelledby={`${id}-next`}>
        <h3 id={`${id}-next`} className={styles.subheading}>
          What happens next
        </h3>
        <ol className={styles.steps}>
          <li>Our team reviews your request and replies within 24 hours.</li>
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
        {children}
      </div>
    </div>
  );
}
