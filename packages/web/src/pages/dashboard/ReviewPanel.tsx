import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import type { Project } from '../../api/projects';
import { useReview, useSaveReview, useWithdrawReview, type Review } from '../../api/reviews';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as panel from './panel.css';
import * as styles from './review-panel.css';

const STATUS_TEXT: Readonly<Record<Review['status'], string>> = {
  awaiting_approval: 'The workshop will read it before it appears on our site.',
  approved: 'Shown on our site, with your piece named and never you.',
  hidden: 'The workshop keeps this review off the site.',
};

const starsOf = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * A completed project's review: asked for once the project has been home a while (the server
 * says when), then shown with where it stands, to edit or withdraw.
 */
export function ReviewPanel({ project }: { project: Project }) {
  const completed = project.status === 'completed';
  const state = useReview(project.id, completed);
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawReview(project.id, {
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (cause) =>
      toast({
        title: 'Could not withdraw',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  if (!completed || !state.data) return null;
  const review = state.data.data;
  if (!review && !state.data.invited) return null;
  const headingId = `review-${project.id}`;

  return (
    <section className={styles.reviewPanel} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.title}>
        {review ? 'Your Review' : 'How Is Your Piece?'}
      </h3>
      {review && !editing ? (
        <>
          <p className={styles.stars} role="img" aria-label={`${review.rating} out of 5 stars`}>
            {starsOf(review.rating)}
          </p>
          <blockquote>{review.text}</blockquote>
          <p className={styles.status}>{STATUS_TEXT[review.status]}</p>
          <div className={styles.actions}>
            <Button tone="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit review
            </Button>
            <Button
              tone="secondary"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate()}
            >
              Withdraw review
            </Button>
          </div>
        </>
      ) : (
        <ReviewForm projectId={project.id} review={review} onDone={() => setEditing(false)} />
      )}
    </section>
  );
}

function ReviewForm({
  projectId,
  review,
  onDone,
}: {
  projectId: number;
  review: Review | null;
  onDone: () => void;
}) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReview(projectId, {
    onSuccess: ({ message }) => {
      toast({ title: 'Review sent', description: message });
      onDone();
    },
    onError: (cause) => setError(errorMessage(cause, 'Your review could not be sent.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setError('Please give 1 to 5 stars');
      return;
    }
    setError(null);
    save.mutate({ rating, text });
  };
  return (
    <form onSubmit={submit} noValidate>
      {!review && (
        <p>
          Would you tell others how it turned out? One to five stars and a few words are plenty.
          Only your piece is named on our site, never you.
        </p>
      )}
      <fieldset className={styles.starRow}>
        <legend className={styles.legend}>Your rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={styles.star}>
            <input
              type="radio"
              name={`rating-${projectId}`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            {value} {value === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="A few words"
        value={text}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        required
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {review ? 'Save review' : 'Send review'}
        </Button>
        {review && (
          <Button tone="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
