import type {
  PortfolioChange,
  PortfolioItem,
  PortfolioItemSeed,
  PortfolioPhoto,
  PortfolioRepository,
  ProgressPhoto,
} from '../../src';

interface Row {
  item: PortfolioItem;
  removed: Set<number>;
}

/** The portfolio in memory (outside the store's snapshot: no test of it rolls back). */
export class FakePortfolioRepository implements PortfolioRepository {
  private rows: Row[] = [];
  private allPhotos: PortfolioPhoto[] = [];
  private nextId = 1;

  async list(): Promise<PortfolioItem[]> {
    return this.rows.map(({ item }) => this.withPhotos(item));
  }

  async materialize(specItems: readonly PortfolioItemSeed[]): Promise<void> {
    if (this.rows.length > 0) return;
    this.rows = specItems.map((item) => ({
      item: { ...item, hidden: false, photos: [], changedAt: null, changedBy: null },
      removed: new Set(),
    }));
    this.nextId = Math.max(...specItems.map((item) => item.id)) + 1;
  }

  async add(
    fields: { title: string; subtitle: string },
    change: PortfolioChange,
  ): Promise<PortfolioItem> {
    const item: PortfolioItem = {
      id: this.nextId++,
      specKey: null,
      ...fields,
      hidden: false,
      photos: [],
      changedAt: change.now,
      changedBy: change.by,
    };
    this.rows.push({ item, removed: new Set() });
    return item;
  }

  async update(
    id: number,
    fields: { title?: string; subtitle?: string; hidden?: boolean },
    change: PortfolioChange,
  ): Promise<PortfolioItem | null> {
    const row = this.rows.find(({ item }) => item.id === id);
    if (!row) return null;
    row.item = { ...row.item, ...fields, changedAt: change.now, changedBy: change.by };
    return this.withPhotos(row.item);
  }

  async move(id: number, direction: 'up' | 'down'): Promise<boolean> {
    const index = this.rows.findIndex(({ item }) => item.id === id);
    if (index < 0) return false;
    const other = direction === 'up' ? index - 1 : index + 1;
    const [mover, neighbour] = [this.rows[index], this.rows[other]];
    if (mover && neighbour) [this.rows[index], this.rows[other]] = [neighbour, mover];
    return true;
  }

  async addPhotos(
    itemId: number,
    photos: readonly { photo: ProgressPhoto; alt: string }[],
    change: PortfolioChange,
  ): Promise<void> {
    for (const { photo, alt } of photos) {
      this.allPhotos.push({
        ...photo,
        id: this.allPhotos.length + 1,
        itemId,
        alt,
        addedAt: change.now,
        addedBy: change.by,
      });
    }
  }

  async removePhoto(itemId: number, photoId: number): Promise<boolean> {
    const row = this.rows.find(({ item }) => item.id === itemId);
    const photo = this.allPhotos.find((one) => one.id === photoId && one.itemId === itemId);
    if (!row || !photo || row.removed.has(photoId)) return false;
    row.removed.add(photoId);
    return true;
  }

  async restorePhoto(itemId: number, photoId: number): Promise<boolean> {
    const row = this.rows.find(({ item }) => item.id === itemId);
    return row?.removed.delete(photoId) ?? false;
  }

  async setAlt(itemId: number, photoId: number, alt: string): Promise<boolean> {
    const index = this.allPhotos.findIndex((one) => one.id === photoId && one.itemId === itemId);
    const photo = this.allPhotos[index];
    if (!photo) return false;
    this.allPhotos[index] = { ...photo, alt };
    return true;
  }

  async findPhoto(photoId: number): Promise<{ photo: PortfolioPhoto; shown: boolean } | null> {
    for (const { item } of this.rows) {
      const photo = this.withPhotos(item).photos.find((one) => one.id === photoId);
      if (photo) return { photo, shown: !item.hidden };
    }
    return null;
  }

  private withPhotos(item: PortfolioItem): PortfolioItem {
    const removed = this.rows.find((row) => row.item.id === item.id)?.removed ?? new Set();
    return {
      ...item,
      photos: this.allPhotos.filter((one) => one.itemId === item.id && !removed.has(one.id)),
    };
  }
}
