import type {
  QuoteAcceptance,
  QuoteDrawing,
  QuoteVersion,
  SignedCopy,
  StoredAttachment,
} from '../records';

export type NewQuoteVersion = Omit<
  QuoteVersion,
  'viewedAt' | 'changesRequestedAt' | 'changesRequest' | 'declinedAt' | 'declineReason'
>;

/** A project's quote versions and its acceptance. */
export interface QuoteRepository {
  add(quote: NewQuoteVersion): Promise<QuoteVersion>;
  /** Oldest first. */
  listByRequest(requestId: number): Promise<QuoteVersion[]>;
  /** One version of the project's quote, or null when there is none such. */
  findVersion(requestId: number, version: number): Promise<QuoteVersion | null>;
  /** The newest version, or null before the first quote. */
  current(requestId: number): Promise<QuoteVersion | null>;
  /** Records the first view; false when it was already viewed. */
  markViewed(requestId: number, version: number, now: Date): Promise<boolean>;
  markChangesRequested(
    requestId: number,
    version: number,
    request: string,
    now: Date,
  ): Promise<void>;
  markDeclined(requestId: number, version: number, reason: string, now: Date): Promise<void>;
  accept(acceptance: QuoteAcceptance): Promise<QuoteAcceptance>;
  findAcceptance(requestId: number): Promise<QuoteAcceptance | null>;
  /**
   * For several projects in one read: the firm price of the version each accepted, by project;
   * a project without an acceptance is absent, one whose accepted version has no firm price
   * maps to null.
   */
  acceptedPrices(requestIds: readonly number[]): Promise<ReadonlyMap<number, number | null>>;
  /** Written once, with the acceptance it copies. */
  addSignedCopy(copy: SignedCopy): Promise<void>;
  findSignedCopy(requestId: number): Promise<SignedCopy | null>;
  /** Numbers the files after the version's drawings already kept. */
  addDrawings(
    requestId: number,
    version: number,
    files: readonly StoredAttachment[],
    now: Date,
  ): Promise<QuoteDrawing[]>;
  /** Every version's drawings, by version then position. */
  listDrawings(requestId: number): Promise<QuoteDrawing[]>;
  findDrawing(requestId: number, version: number, position: number): Promise<QuoteDrawing | null>;
}
