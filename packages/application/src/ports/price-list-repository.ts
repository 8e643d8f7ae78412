import type { ActedBy, PriceList } from '@workshop/domain';

/** One saved price list: each save is a new row, so every earlier one can be restored. */
export interface PriceListVersion {
  readonly id: number;
  readonly list: PriceList;
  readonly savedAt: Date;
  /** null for the owner's passkey, which names nobody. */
  readonly savedBy: ActedBy;
  /** The version this save restored, when it was a restore. */
  readonly restoredFrom: number | null;
}

/** The workshop's price list, kept as a history of saves; the newest is the current one. */
export interface PriceListRepository {
  /** null until the owner first saves: every price reads the list shipped with the code. */
  current(): Promise<PriceListVersion | null>;
  findById(id: number): Promise<PriceListVersion | null>;
  /** Newest first. */
  history(limit: number): Promise<PriceListVersion[]>;
  save(version: {
    list: PriceList;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<PriceListVersion>;
}
