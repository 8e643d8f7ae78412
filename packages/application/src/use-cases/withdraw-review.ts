import { loadOwnRequest } from '../access';
import type { Actor } from '../actor';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The customer takes their review back: it leaves the landing at once. */
export class WithdrawReview {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, projectId: number): Promise<Result<void>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const removed = await tx.reviews.remove(projectId);
      return removed ? ok(undefined) : fail(errors.notFound('Review not found'));
    });
  }
}
