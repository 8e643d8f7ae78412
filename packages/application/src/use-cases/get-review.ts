import { loadVisibleRequest } from '../access';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Review } from '../records';
import { ok, type Result } from '../result';
import type { SecuritySettings } from '../settings';

export interface ReviewState {
  readonly review: Review | null;
  /**
   * Whether the customer is asked for a review on the dashboard: the project was completed
   * long enough ago (the review request's delay) and holds no review yet.
   */
  readonly invited: boolean;
}

/** A project's review as its customer (or the workshop) sees it, and whether one is asked for. */
export class GetReview {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      settings: Pick<SecuritySettings, 'reviewRequestDelayMs'>;
    },
  ) {}

  async execute(actor: Actor, projectId: number): Promise<Result<ReviewState>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      const review = await db.reviews.findByProject(projectId);
      if (review || loaded.value.status !== 'completed') return ok({ review, invited: false });
      const timeline = await db.progress.listByProject(projectId);
      const completion = timeline.find((entry) => entry.kind === 'completion');
      const askedFrom = completion
        ? completion.postedAt.getTime() + this.deps.settings.reviewRequestDelayMs
        : Infinity;
      return ok({ review: null, invited: this.deps.clock.now().getTime() >= askedFrom });
    });
  }
}
