import type { PriceListRepository, PriceListVersion } from '@workshop/application';
import type { ActedBy, PriceList } from '@workshop/domain';
import type { Knex } from 'knex';

interface PriceListRow {
  id: number;
  list: PriceList;
  saved_at: Date;
  saved_by_staff_id: number | null;
  saved_by_name: string | null;
  restored_from: number | null;
}

const toVersion = (row: PriceListRow): PriceListVersion => ({
  id: row.id,
  list: row.list,
  savedAt: row.saved_at,
  savedBy:
    row.saved_by_staff_id === null || row.saved_by_name === null
      ? null
      : { staffId: row.saved_by_staff_id, name: row.saved_by_name },
  restoredFrom: row.restored_from,
});

export class KnexPriceListRepository implements PriceListRepository {
  constructor(private readonly db: Knex) {}

  private get versions() {
    return this.db<PriceListRow>('price_lists');
  }

  async current(): Promise<PriceListVersion | null> {
    const row = await this.versions.orderBy('id', 'desc').first();
    return row ? toVersion(row) : null;
  }

  async findById(id: number): Promise<PriceListVersion | null> {
    const row = await this.versions.where({ id }).first();
    return row ? toVersion(row) : null;
  }

  async history(limit: number): Promise<PriceListVersion[]> {
    return (await this.versions.orderBy('id', 'desc').limit(limit)).map(toVersion);
  }

  async save(version: {
    list: PriceList;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<PriceListVersion> {
    const [row] = await this.versions
      .insert({
        list: JSON.stringify(version.list) as unknown as PriceList,
        saved_at: version.now,
        saved_by_staff_id: version.savedBy?.staffId ?? null,
        saved_by_name: version.savedBy?.name ?? null,
        restored_from: version.restoredFrom,
      })
      .returning('*');
    if (!row) throw new Error('price_lists: insert returned no row');
    return toVersion(row);
  }
}
