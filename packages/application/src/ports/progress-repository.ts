import type { ProgressKind, ProgressPhoto, ProgressUpdate } from '../records';

export interface NewProgressUpdate {
  readonly projectId: number;
  readonly kind: ProgressKind;
  readonly milestone: string;
  readonly note: string | null;
  readonly photos: readonly ProgressPhoto[];
}

/** A project's progress timeline (rows go with their project: ON DELETE CASCADE). */
export interface ProgressRepository {
  /** Unread by the customer until they open the timeline. */
  create(update: NewProgressUpdate, now: Date): Promise<ProgressUpdate>;
  /** Newest first. */
  listByProject(projectId: number): Promise<ProgressUpdate[]>;
  /** One entry of the project's timeline; null when the project has none such. */
  findById(projectId: number, updateId: number): Promise<ProgressUpdate | null>;
  /** Marks every entry of the project read by its customer; answers how many changed. */
  markRead(projectId: number): Promise<number>;
  /** Every stored file (photos and thumbnails) of the project's timeline, for its deletion. */
  filesOf(projectId: number): Promise<string[]>;
}
