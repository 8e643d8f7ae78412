import type { ActedBy } from '@workshop/domain';
import type { ProgressPhoto } from '../records';

/** A photograph of a portfolio item, stored as the upload intake wrote it. */
export interface PortfolioPhoto extends ProgressPhoto {
  readonly id: number;
  readonly itemId: number;
  /** What the landing says of it to someone who cannot see it. */
  readonly alt: string;
  readonly addedAt: Date;
  readonly addedBy: ActedBy;
}

/** One entry of the landing's portfolio. */
export interface PortfolioItem {
  readonly id: number;
  /** Which of the spec's six it is (its drawn illustration); null for one the owner added. */
  readonly specKey: string | null;
  readonly title: string;
  readonly subtitle: string;
  /** Hidden items stay, ready to be shown again: a mistaken click loses nothing. */
  readonly hidden: boolean;
  /** In the order the landing shows them; removed photos are not among them. */
  readonly photos: readonly PortfolioPhoto[];
  /** The last change and who made it; null while it is as the spec wrote it. */
  readonly changedAt: Date | null;
  readonly changedBy: ActedBy;
}

/** Who changed something, and when. */
export interface PortfolioChange {
  readonly by: ActedBy;
  readonly now: Date;
}

/**
 * The portfolio. No rows means the spec's six, as a fresh install shows them; the first change
 * writes them (materialize) and every change after that is to rows.
 */
export interface PortfolioRepository {
  /** Every item in order, hidden ones included; empty until the first change. */
  list(): Promise<PortfolioItem[]>;
  /** Writes the spec's six as rows when there are none; nothing when there are. */
  materialize(specItems: readonly PortfolioItemSeed[]): Promise<void>;
  add(item: { title: string; subtitle: string }, change: PortfolioChange): Promise<PortfolioItem>;
  /** null when there is no such item. */
  update(
    id: number,
    fields: { title?: string; subtitle?: string; hidden?: boolean },
    change: PortfolioChange,
  ): Promise<PortfolioItem | null>;
  /** Swaps the item with its neighbour; false when there is no such item. */
  move(id: number, direction: 'up' | 'down', change: PortfolioChange): Promise<boolean>;
  addPhotos(
    itemId: number,
    photos: readonly { photo: ProgressPhoto; alt: string }[],
    change: PortfolioChange,
  ): Promise<void>;
  /** Marks the photo removed (its file and row stay); false when the item has no such photo. */
  removePhoto(itemId: number, photoId: number, change: PortfolioChange): Promise<boolean>;
  /** Clears a removed photo's mark; false when the item has no such removed photo. */
  restorePhoto(itemId: number, photoId: number, change: PortfolioChange): Promise<boolean>;
  setAlt(itemId: number, photoId: number, alt: string, change: PortfolioChange): Promise<boolean>;
  /** A photo not removed, and whether the landing shows it (its item not hidden); else null. */
  findPhoto(photoId: number): Promise<{ photo: PortfolioPhoto; shown: boolean } | null>;
}

/** One of the spec's six as it is first written. */
export interface PortfolioItemSeed {
  readonly id: number;
  readonly specKey: string;
  readonly title: string;
  readonly subtitle: string;
}
