import { requireAdmin } from '../access';
import type { Actor } from '../actor';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Review } from '../records';
import { ok, type Result } from '../result';

/** Every review for the workshop to approve or hide; newest change first. */
export class ListReviews {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<Review[]>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return ok(await this.deps.uow.read((db) => db.reviews.list()));
  }
}
