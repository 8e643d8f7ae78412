import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { PriceListVersion } from '../ports/price-list-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** How many earlier price lists the owner sees, newest first. */
export const PRICE_LIST_HISTORY_LIMIT = 50;

/** The saved versions of the price list, for the owner to compare and restore. */
export class ListPriceListHistory {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<PriceListVersion[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return ok(await this.deps.uow.read((db) => db.priceList.history(PRICE_LIST_HISTORY_LIMIT)));
  }
}
