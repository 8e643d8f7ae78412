import { priceListSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { PriceListVersion } from '../ports/price-list-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The owner saves the whole price list: a new version, so the one before can be restored. */
export class SavePriceList {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, body: unknown): Promise<Result<PriceListVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(priceListSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) =>
      ok(
        await tx.priceList.save({
          document: input.value,
          savedBy: actedBy(actor),
          restoredFrom: null,
          now: this.deps.clock.now(),
        }),
      ),
    );
  }
}
