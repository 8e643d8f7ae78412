import { portfolioMoveSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_ITEM_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The owner moves an item one place up or down (the first up, the last down: no change). */
export class MovePortfolioItem {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, itemId: number, body: unknown): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(portfolioMoveSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const moved = await tx.portfolio.move(itemId, input.value.direction, change);
      if (!moved) return fail(errors.notFound(PORTFOLIO_ITEM_NOT_FOUND));
      return ok(await portfolioOf(tx));
    });
  }
}
