import type {
  PortfolioChange,
  PortfolioItem,
  PortfolioItemSeed,
  PortfolioPhoto,
  PortfolioRepository,
  ProgressPhoto,
} from '@workshop/application';
import type { ActedBy } from '@workshop/domain';
import type { Knex } from 'knex';

interface ItemRow {
  id: number;
  spec_key: string | null;
  position: number;
  title: string;
  subtitle: string;
  hidden: boolean;
  changed_at: Date | null;
  changed_by_staff_id: number | null;
  changed_by_name: string | null;
}

interface PhotoRow {
  id: number;
  item_id: number;
  position: number;
  path: string;
  thumbnail_path: string;
  original_name: string;
  width: number;
  height: number;
  alt: string;
  added_at: Date;
  added_by_staff_id: number | null;
  added_by_name: string | null;
  changed_at: Date | null;
  changed_by_staff_id: number | null;
  changed_by_name: string | null;
  removed_at: Date | null;
}

const actedBy = (staffId: number | null, name: string | null): ActedBy =>
  staffId === null || name === null ? null : { staffId, name };

const changedColumns = ({ by, now }: PortfolioChange) => ({
  changed_at: now,
  changed_by_staff_id: by?.staffId ?? null,
  changed_by_name: by?.name ?? null,
});

const toPhoto = (row: PhotoRow): PortfolioPhoto => ({
  id: row.id,
  itemId: row.item_id,
  path: row.path,
  thumbnailPath: row.thumbnail_path,
  originalName: row.original_name,
  width: row.width,
  height: row.height,
  alt: row.alt,
  addedAt: row.added_at,
  addedBy: actedBy(row.added_by_staff_id, row.added_by_name),
});

const toItem = (row: ItemRow, photos: readonly PhotoRow[]): PortfolioItem => ({
  id: row.id,
  specKey: row.spec_key,
  title: row.title,
  subtitle: row.subtitle,
  hidden: row.hidden,
  photos: photos.filter((photo) => photo.item_id === row.id).map(toPhoto),
  changedAt: row.changed_at,
  changedBy: actedBy(row.changed_by_staff_id, row.changed_by_name),
});

export class KnexPortfolioRepository implements PortfolioRepository {
  constructor(private readonly db: Knex) {}

  private get items() {
    return this.db<ItemRow>('portfolio_items');
  }

  private get photos() {
    return this.db<PhotoRow>('portfolio_photos');
  }

  async list(): Promise<PortfolioItem[]> {
    const items = await this.items.orderBy([{ column: 'position' }, { column: 'id' }]);
    if (items.length === 0) return [];
    const photos = await this.photos
      .whereNull('removed_at')
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    return items.map((row) => toItem(row, photos));
  }

  async materialize(specItems: readonly PortfolioItemSeed[]): Promise<void> {
    const [any] = await this.items.select('id').limit(1);
    if (any) return;
    await this.items
      .insert(
        specItems.map((item, index) => ({
          id: item.id,
          spec_key: item.specKey,
          position: index + 1,
          title: item.title,
          subtitle: item.subtitle,
        })),
      )
      .onConflict()
      .ignore();
    // Written with their own ids: the next added item's id must come after them.
    await this.db.raw(
      `SELECT setval('portfolio_items_id_seq', (SELECT max(id) FROM portfolio_items))`,
    );
  }

  async add(
    item: { title: string; subtitle: string },
    change: PortfolioChange,
  ): Promise<PortfolioItem> {
    const [row] = await this.items
      .insert({
        title: item.title,
        subtitle: item.subtitle,
        position: this.db.raw('(SELECT coalesce(max(position), 0) + 1 FROM portfolio_items)'),
        ...changedColumns(change),
      } as never)
      .returning('*');
    if (!row) throw new Error('INSERT INTO portfolio_items returned no row');
    return toItem(row, []);
  }

  async update(
    id: number,
    fields: { title?: string; subtitle?: string; hidden?: boolean },
    change: PortfolioChange,
  ): Promise<PortfolioItem | null> {
    const [row] = await this.items
      .where({ id })
      .update({ ...fields, ...changedColumns(change) })
      .returning('*');
    if (!row) return null;
    const photos = await this.photos
      .where({ item_id: id })
      .whereNull('removed_at')
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    return toItem(row, photos);
  }

  async move(id: number, direction: 'up' | 'down', change: PortfolioChange): Promise<boolean> {
    // Locked in order, so two moves at once are made one after the other.
    const rows = await this.items
      .select('id', 'position')
      .orderBy([{ column: 'position' }, { column: 'id' }])
      .forUpdate();
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return false;
    const other = direction === 'up' ? index - 1 : index + 1;
    const order = rows.map((row) => row.id);
    const [mover, neighbour] = [order[index], order[other]];
    if (mover === undefined || neighbour === undefined) return true;
    order[index] = neighbour;
    order[other] = mover;
    for (const [position, itemId] of order.entries()) {
      if (rows[position]?.id !== itemId || rows[position]?.position !== position + 1) {
        await this.items.where({ id: itemId }).update({ position: position + 1 });
      }
    }
    await this.items.where({ id }).update(changedColumns(change));
    return true;
  }

  async addPhotos(
    itemId: number,
    photos: readonly { photo: ProgressPhoto; alt: string }[],
    change: PortfolioChange,
  ): Promise<void> {
    const [last] = await this.photos
      .where({ item_id: itemId })
      .max<{ max: number | null }[]>('position as max');
    const start = (last?.max ?? 0) + 1;
    await this.photos.insert(
      photos.map(({ photo, alt }, index) => ({
        item_id: itemId,
        position: start + index,
        path: photo.path,
        thumbnail_path: photo.thumbnailPath,
        original_name: photo.originalName,
        width: photo.width,
        height: photo.height,
        alt,
        added_at: change.now,
        added_by_staff_id: change.by?.staffId ?? null,
        added_by_name: change.by?.name ?? null,
      })),
    );
    await this.items.where({ id: itemId }).update(changedColumns(change));
  }

  async removePhoto(itemId: number, photoId: number, change: PortfolioChange): Promise<boolean> {
    const count = await this.photos
      .where({ id: photoId, item_id: itemId })
      .whereNull('removed_at')
      .update({ removed_at: change.now, ...changedColumns(change) });
    if (count > 0) await this.items.where({ id: itemId }).update(changedColumns(change));
    return count > 0;
  }

  async restorePhoto(itemId: number, photoId: number, change: PortfolioChange): Promise<boolean> {
    const count = await this.photos
      .where({ id: photoId, item_id: itemId })
      .whereNotNull('removed_at')
      .update({ removed_at: null, ...changedColumns(change) });
    if (count > 0) await this.items.where({ id: itemId }).update(changedColumns(change));
    return count > 0;
  }

  async setAlt(
    itemId: number,
    photoId: number,
    alt: string,
    change: PortfolioChange,
  ): Promise<boolean> {
    const count = await this.photos
      .where({ id: photoId, item_id: itemId })
      .whereNull('removed_at')
      .update({ alt, ...changedColumns(change) });
    return count > 0;
  }

  async findPhoto(photoId: number): Promise<{ photo: PortfolioPhoto; shown: boolean } | null> {
    const row = await this.photos
      .select<(PhotoRow & { hidden: boolean })[]>('portfolio_photos.*', 'portfolio_items.hidden')
      .join('portfolio_items', 'portfolio_items.id', 'portfolio_photos.item_id')
      .where('portfolio_photos.id', photoId)
      .whereNull('portfolio_photos.removed_at')
      .first();
    return row ? { photo: toPhoto(row), shown: !row.hidden } : null;
  }
}
