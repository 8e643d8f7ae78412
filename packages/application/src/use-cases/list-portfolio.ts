import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { portfolioOf } from '../portfolio';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** The owner's view of the portfolio: every item in order, hidden ones too, with their photos. */
export class ListPortfolio {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return ok(await this.deps.uow.read((db) => portfolioOf(db)));
  }
}
