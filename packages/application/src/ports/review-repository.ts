import type { ReviewStatus } from '@workshop/domain';
import type { Review } from '../records';

/** Customers' reviews, one per project (rows go with their project: ON DELETE CASCADE). */
export interface ReviewRepository {
  findByProject(projectId: number): Promise<Review | null>;
  /** Writes the project's review, or replaces its words: either way it awaits approval again. */
  save(projectId: number, review: { rating: number; text: string }, now: Date): Promise<Review>;
  /** Takes the project's review away; answers whether there was one. */
  remove(projectId: number): Promise<boolean>;
  /** The workshop's decision; null when the project has no review. */
  setStatus(projectId: number, status: ReviewStatus, now: Date): Promise<Review | null>;
  /** Every review, or only those in `status`; newest change first. */
  list(status?: ReviewStatus): Promise<Review[]>;
}
