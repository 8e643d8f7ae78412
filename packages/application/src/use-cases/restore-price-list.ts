import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { PriceListVersion } from '../ports/price-list-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * The owner brings back an earlier price list. It is saved again as the newest, so the list
 * it replaces stays in the history too: a mistaken restore is undone the same way.
 */
export class RestorePriceList {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<PriceListVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return this.deps.uow.run(async (tx) => {
      const earlier = await tx.priceList.findById(id);
      if (!earlier) return fail(errors.notFound('No such version of the price list'));
      return ok(
        await tx.priceList.save({
          document: earlier.document,
          savedBy: actedBy(actor),
          restoredFrom: earlier.id,
          now: this.deps.clock.now(),
        }),
      );
    });
  }
}
