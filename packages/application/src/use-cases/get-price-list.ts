import { DEFAULT_PRICE_LIST, type PriceList } from '@workshop/domain';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

export interface CurrentPriceList {
  /** The saved version it comes from; null while the shipped list has never been changed. */
  readonly version: number | null;
  readonly list: PriceList;
}

/**
 * The price list the wizard's indicative price reads: the newest save, or the list shipped
 * with the code. Anyone may read it (the wizard shows prices to every visitor).
 */
export class GetPriceList {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(): Promise<Result<CurrentPriceList>> {
    const current = await this.deps.uow.read((db) => db.priceList.current());
    return ok(
      current
        ? { version: current.id, list: current.document }
        : { version: null, list: DEFAULT_PRICE_LIST },
    );
  }
}
