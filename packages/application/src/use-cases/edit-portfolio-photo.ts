import { portfolioPhotoChangeSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_PHOTO_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The owner rewrites a photo's alt text. */
export class EditPortfolioPhoto {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    itemId: number,
    photoId: number,
    body: unknown,
  ): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(portfolioPhotoChangeSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const changed = await tx.portfolio.setAlt(itemId, photoId, input.value.alt, change);
      if (!changed) return fail(errors.notFound(PORTFOLIO_PHOTO_NOT_FOUND));
      return ok(await portfolioOf(tx));
    });
  }
}
