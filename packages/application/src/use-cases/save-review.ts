import { reviewSchema, validate } from '@workshop/domain';
import { loadOwnRequest } from '../access';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Review } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const ONLY_COMPLETED_REVIEWED = 'Only a completed project can be reviewed.';

/**
 * The customer writes their review of a completed piece, or changes it: either way it waits
 * for the workshop's approval before the landing shows it again.
 */
export class SaveReview {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, projectId: number, body: unknown): Promise<Result<Review>> {
    const input = validate(reviewSchema, body);
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      if (loaded.value.status !== 'completed') {
        return fail(errors.conflict('REVIEW', ONLY_COMPLETED_REVIEWED));
      }
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      return ok(await tx.reviews.save(projectId, input.value, this.deps.clock.now()));
    });
  }
}
