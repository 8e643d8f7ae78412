import type { ActedBy, WorkshopProfile } from '@workshop/domain';

/** One saved profile: each save is a new row, so every earlier one can be restored. */
export interface WorkshopProfileVersion {
  readonly id: number;
  readonly profile: WorkshopProfile;
  readonly savedAt: Date;
  /** null for the owner's passkey, which names nobody. */
  readonly savedBy: ActedBy;
  /** The version this save restored, when it was a restore. */
  readonly restoredFrom: number | null;
}

/** The workshop's profile, kept as a history of saves; the newest is the current one. */
export interface WorkshopProfileRepository {
  /** null until the owner first saves: everything reads the defaults. */
  current(): Promise<WorkshopProfileVersion | null>;
  findById(id: number): Promise<WorkshopProfileVersion | null>;
  /** Newest first. */
  history(limit: number): Promise<WorkshopProfileVersion[]>;
  save(version: {
    profile: WorkshopProfile;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<WorkshopProfileVersion>;
}
