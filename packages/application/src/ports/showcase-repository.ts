import type { ProgressPhoto, PublishedPiece, ShowcaseConsent } from '../records';

/** Customers' answers on showing their piece, and the pieces published from them. */
export interface ShowcaseRepository {
  consentOf(projectId: number): Promise<ShowcaseConsent | null>;
  /** The answers of several projects in one read (a page of the list); unanswered are absent. */
  consentsOf(projectIds: readonly number[]): Promise<ShowcaseConsent[]>;
  /** Records the answer, replacing an earlier one. */
  recordConsent(projectId: number, allowed: boolean, now: Date): Promise<ShowcaseConsent>;
  publish(
    piece: {
      projectId: number;
      title: string;
      text: string | null;
      photos: readonly ProgressPhoto[];
    },
    now: Date,
  ): Promise<PublishedPiece>;
  /**
   * Published pieces whose customer still lets the workshop show them, newest first: a
   * customer who changes their mind takes their piece off the site at once.
   */
  listShownPieces(): Promise<PublishedPiece[]>;
  /** One piece, only while it is shown (see listShownPieces). */
  shownPiece(id: number): Promise<PublishedPiece | null>;
}
