import type { Actor } from '../actor';
import { PORTFOLIO_PHOTO_NOT_FOUND } from '../portfolio';
import type { PortfolioPhoto } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * A portfolio photo: for anyone while the landing shows it, and for the owner also while its
 * item is hidden (the admin view shows what would come back). `shown` says which.
 */
export class GetPortfolioPhoto {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(
    actor: Actor,
    photoId: number,
  ): Promise<Result<{ photo: PortfolioPhoto; shown: boolean }>> {
    const found = await this.deps.uow.read((db) => db.portfolio.findPhoto(photoId));
    const owner = actor.kind === 'admin' && actor.role === 'owner';
    return found && (found.shown || owner)
      ? ok(found)
      : fail(errors.notFound(PORTFOLIO_PHOTO_NOT_FOUND));
  }
}
