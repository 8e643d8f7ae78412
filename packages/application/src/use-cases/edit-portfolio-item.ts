import { portfolioItemChangeSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_ITEM_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * The owner renames an item, or hides or shows it again. Nothing is ever deleted: hiding takes
 * an item off the landing and keeps it, photos and all, for the day it is shown again.
 */
export class EditPortfolioItem {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, itemId: number, body: unknown): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(portfolioItemChangeSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const item = await tx.portfolio.update(itemId, input.value, change);
      if (!item) return fail(errors.notFound(PORTFOLIO_ITEM_NOT_FOUND));
      return ok(await portfolioOf(tx));
    });
  }
}
