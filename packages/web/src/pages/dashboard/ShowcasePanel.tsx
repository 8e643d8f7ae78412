import { errorMessage } from '../../api/errors';
import type { Project } from '../../api/projects';
import { useAnswerShowcaseConsent, useShowcaseConsent } from '../../api/showcase';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import * as panel from './panel.css';
import * as styles from './review-panel.css';

/**
 * A completed project asks whether the workshop may show the piece on its site (never the
 * customer's name). The answer stands until changed; a no takes a shown piece off at once.
 */
export function ShowcasePanel({ project }: { project: Project }) {
  const completed = project.status === 'completed';
  const consent = useShowcaseConsent(project.id, completed);
  const answer = useAnswerShowcaseConsent(project.id, {
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (cause) =>
      toast({
        title: 'Could not save your answer',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  if (!completed || !consent.data) return null;
  const current = consent.data.data;
  const headingId = `showcase-${project.id}`;

  return (
    <section className={styles.reviewPanel} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.title}>
        May We Show Your Piece?
      </h3>
      <p>
        We would love to photograph your finished piece for our portfolio. Only the piece is shown,
        never your name or where you live.
      </p>
      {current && (
        <p className={styles.status} role="status">
          {current.allowed
            ? 'You said yes: the workshop may show your piece.'
            : 'You said no: your piece stays private.'}
        </p>
      )}
      <div className={styles.actions}>
        {current?.allowed !== true && (
          <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
            Yes, show my piece
          </Button>
        )}
        {current?.allowed !== false && (
          <Button
            tone="secondary"
            size="sm"
            disabled={answer.isPending}
            onClick={() => answer.mutate(false)}
          >
            No, keep it private
          </Button>
        )}
      </div>
    </section>
  );
}
