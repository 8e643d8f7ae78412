import type { ActedBy, TeamPhoto, WorkshopProfile } from '@workshop/domain';
import type { ProgressPhoto } from '../records';

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
  /** Keeps an uploaded team photo; a profile version then names it by id. */
  addTeamPhoto(photo: ProgressPhoto, now: Date): Promise<TeamPhoto>;
  /** The stored photos among `ids`; an unknown id is simply not there. */
  teamPhotos(ids: readonly number[]): Promise<TeamPhoto[]>;
  /** The stored name of a team photo's file, to serve it; null for an unknown id. */
  teamPhotoPath(id: number): Promise<string | null>;
}
