import { furnitureTypeLabel } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import { useAdminReviews, useModerateReview, type Review } from '../../api/reviews';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import * as own from './reviews-view.css';
import * as styles from './team-view.css';

const STATUS_LABELS: Readonly<Record<Review['status'], string>> = {
  awaiting_approval: 'Awaiting approval',
  approved: 'Shown on the site',
  hidden: 'Hidden',
};

const starsOf = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * Customers' reviews, newest change first: each is shown on the landing only once approved,
 * and can be hidden (and shown again) at any time.
 */
export function ReviewsView() {
  const reviews = useAdminReviews();
  const moderate = useModerateReview({
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (cause) =>
      toast({
        title: 'Could not change the review',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const list = reviews.data?.data ?? [];
  return (
    <section className={styles.view} aria-labelledby="reviews-view-heading">
      <h2 id="reviews-view-heading" className={styles.heading}>
        Reviews
      </h2>
      {reviews.isPending ? (
        <p className={styles.muted}>Loading reviews…</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>
          No reviews yet. Customers are asked for one some days after their project is completed.
        </p>
      ) : (
        <ul className={styles.members}>
          {list.map((review) => (
            <li key={review.projectId} className={styles.member}>
              <div className={own.review}>
                <p>
                  <span role="img" aria-label={`${review.rating} out of 5 stars`}>
                    {starsOf(review.rating)}
                  </span>{' '}
                  Project #{review.projectId}
                  {review.furnitureType ? `, ${furnitureTypeLabel(review.furnitureType)}` : ''}
                </p>
                <blockquote>{review.text}</blockquote>
                <p className={styles.muted}>
                  {STATUS_LABELS[review.status]} · {formatDateTime(review.updatedAt)}
                </p>
              </div>
              <div className={own.actions}>
                {review.status !== 'approved' && (
                  <Button
                    size="sm"
                    disabled={moderate.isPending}
                    onClick={() =>
                      moderate.mutate({ projectId: review.projectId, status: 'approved' })
                    }
                  >
                    Approve
                  </Button>
                )}
                {review.status !== 'hidden' && (
                  <Button
                    size="sm"
                    tone="secondary"
                    disabled={moderate.isPending}
                    onClick={() =>
                      moderate.mutate({ projectId: review.projectId, status: 'hidden' })
                    }
                  >
                    Hide
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
