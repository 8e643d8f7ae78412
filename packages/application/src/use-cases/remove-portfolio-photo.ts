import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_PHOTO_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * The owner takes a photo off an item. Its row is marked removed and its file kept, so a
 * mistaken click is undone by RestorePortfolioPhoto.
 */
export class RemovePortfolioPhoto {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, itemId: number, photoId: number): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const removed = await tx.portfolio.removePhoto(itemId, photoId, change);
      if (!removed) return fail(errors.notFound(PORTFOLIO_PHOTO_NOT_FOUND));
      return ok(await portfolioOf(tx));
    });
  }
}
