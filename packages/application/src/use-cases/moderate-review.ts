import { reviewModerationSchema, validate } from '@workshop/domain';
import { requireAdmin } from '../access';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Review } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** The workshop shows a review on the landing, or hides it (it can be shown again later). */
export class ModerateReview {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, projectId: number, body: unknown): Promise<Result<Review>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(reviewModerationSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const review = await tx.reviews.setStatus(
        projectId,
        input.value.status,
        this.deps.clock.now(),
      );
      return review ? ok(review) : fail(errors.notFound('Review not found'));
    });
  }
}
