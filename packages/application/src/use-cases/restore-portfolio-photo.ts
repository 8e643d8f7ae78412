import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_PHOTO_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The owner puts a removed photo back on its item: the landing shows it again in its place. */
export class RestorePortfolioPhoto {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, itemId: number, photoId: number): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const restored = await tx.portfolio.restorePhoto(itemId, photoId, change);
      if (!restored) return fail(errors.notFound(PORTFOLIO_PHOTO_NOT_FOUND));
      return ok(await portfolioOf(tx));
    });
  }
}
