import type { ProgressKind, ProgressPhoto, ProgressUpdate } from '../records';

export interface NewProgressUpdate {
  readonly projectId: number;
  readonly kind: ProgressKind;
  readonly milestone: string;
  readonly note: string | null;
  readonly photos: readonly ProgressPhoto[];
  /** Who signs it (ProgressUpdate.authorName). */
  readonly authorName: string | null;
}

/** The text of an update as the workshop corrected it. */
export interface ProgressEdit {
  readonly milestone: string;
  readonly note: string | null;
}

/** A project's progress timeline (rows go with their project: ON DELETE CASCADE). */
export interface ProgressRepository {
  /** Unread by the customer until they open the timeline. */
  create(update: NewProgressUpdate, now: Date): Promise<ProgressUpdate>;
  /** Newest first; deleted updates are left out. */
  listByProject(projectId: number): Promise<ProgressUpdate[]>;
  /** One entry of the project's timeline; null when the project has none such (or it is deleted). */
  findById(projectId: number, updateId: number): Promise<ProgressUpdate | null>;
  /** Changes an update's text and marks it edited; null when there is no such live update. */
  edit(
    projectId: number,
    updateId: number,
    edit: ProgressEdit,
    now: Date,
  ): Promise<ProgressUpdate | null>;
  /**
   * Takes an update off the timeline, keeping its row and the reason (soft delete); answers
   * the update as it was, or null when there is no such live update.
   */
  softDelete(
    projectId: number,
    updateId: number,
    reason: string,
    now: Date,
  ): Promise<ProgressUpdate | null>;
  /** Marks every entry of the project read by its customer; answers how many changed. */
  markRead(projectId: number): Promise<number>;
  /** Every stored file (photos and thumbnails) of the project's timeline, for its deletion. */
  filesOf(projectId: number): Promise<string[]>;
}
