import type { ActedBy, PriceList } from '@workshop/domain';
import type { PriceListRepository, PriceListVersion } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakePriceListRepository implements PriceListRepository {
  constructor(private readonly store: InMemoryStore) {}

  async current(): Promise<PriceListVersion | null> {
    return copy(this.store.tables.priceLists.at(-1) ?? null);
  }

  async findById(id: number): Promise<PriceListVersion | null> {
    return copy(this.store.tables.priceLists.find((row) => row.id === id) ?? null);
  }

  async history(limit: number): Promise<PriceListVersion[]> {
    return copy(this.store.tables.priceLists.slice(-limit).reverse());
  }

  async save(version: {
    list: PriceList;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<PriceListVersion> {
    const row: PriceListVersion = {
      id: this.store.nextId('priceLists'),
      list: copy(version.list),
      savedAt: version.now,
      savedBy: copy(version.savedBy),
      restoredFrom: version.restoredFrom,
    };
    this.store.tables.priceLists.push(row);
    return copy(row);
  }
}
