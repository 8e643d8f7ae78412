import { newPortfolioItemSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * The owner adds an item at the end of the portfolio. It shows on the landing once it has a
 * photo (it has no drawing to stand in). Answers the whole portfolio as it now is.
 */
export class AddPortfolioItem {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, body: unknown): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(newPortfolioItemSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      await tx.portfolio.add(input.value, change);
      return ok(await portfolioOf(tx));
    });
  }
}
