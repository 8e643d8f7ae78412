import type { RequestStatus } from '@workshop/domain';
import type { FurnitureRequest } from '../records';

export type NewRequest = Pick<
  FurnitureRequest,
  | 'customerId'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'furnitureType'
  | 'description'
  | 'budgetRange'
  | 'timeline'
  | 'imagePath'
  | 'imageOriginalName'
  | 'status'
> & {
  /** The project notes a visitor wrote in the wizard, in full; none when absent. */
  readonly notes?: string | null;
};

/** The request's quote fields: read from its current quote version, written only as versions. */
export type RequestQuoteField =
  'quoteAmount' | 'quoteNotes' | 'quotedAt' | 'quotedBy' | 'quoteApproved' | 'quoteApprovedAt';

export type RequestChanges = Partial<
  Omit<
    FurnitureRequest,
    | 'id'
    | 'customerId'
    | 'createdAt'
    | 'updatedAt'
    | 'imagePath'
    | 'imageOriginalName'
    | RequestQuoteField
  >
>;

export interface RequestFilter {
  /** Only this customer's projects. */
  readonly customerId?: number;
}

/** The orders of the workshop's list. */
export const REQUEST_SORTS = ['newest', 'oldest', 'quote-due'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

/**
 * Where a page ended, exactly as stored: `createdAt` is the database's own text of the timestamp
 * (microseconds, which a JS Date would round away and so skip or repeat rows that share a
 * millisecond); `overdue` says which part of the "quote due" order the row was in.
 */
export interface RequestPosition {
  readonly createdAt: string;
  readonly id: number;
  readonly overdue: boolean;
}

export interface RequestPageQuery {
  readonly status?: RequestStatus;
  /** Trimmed and non-empty: name, email, description, furniture type, phone, or the id. */
  readonly search?: string;
  readonly sort: RequestSort;
  readonly limit: number;
  /** The page starts after this row. */
  readonly after?: RequestPosition;
  /** New requests that arrived before this are overdue (domain: quoteOverdueCutoff). */
  readonly overdueBefore: Date;
}

export interface ListedRequest {
  readonly request: FurnitureRequest;
  readonly overdue: boolean;
  readonly position: RequestPosition;
}

export interface RequestPage {
  readonly items: readonly ListedRequest[];
  /** Whether rows follow the last item. */
  readonly more: boolean;
}

export type CountsByStatus = Readonly<Record<RequestStatus, number>>;

export interface RequestCounts {
  /** Every request, by status. */
  readonly all: CountsByStatus;
  /** The requests the search matches, by status (the same as `all` without a search). */
  readonly matching: CountsByStatus;
}

export interface RequestRepository {
  create(request: NewRequest, now: Date): Promise<FurnitureRequest>;
  /**
   * Creates the request a wizard session submits, unless that session already has one: then
   * null, and nothing is written. Two at once for one session: one creates, the other waits
   * for it and gets null (a unique key on the session decides, not a read before the write).
   */
  createForWizardSession(
    sessionId: string,
    request: NewRequest,
    now: Date,
  ): Promise<FurnitureRequest | null>;
  /** The request a wizard session became, if any. */
  findByWizardSession(sessionId: string): Promise<FurnitureRequest | null>;
  findById(id: number): Promise<FurnitureRequest | null>;
  /** Locks the row until the transaction ends, so concurrent transitions serialize. */
  findByIdForUpdate(id: number): Promise<FurnitureRequest | null>;
  /** Newest first. */
  list(filter: RequestFilter): Promise<FurnitureRequest[]>;
  /** One page of the workshop's list, in keyset order (never OFFSET). */
  page(query: RequestPageQuery): Promise<RequestPage>;
  /** The tabs' figures, in one pass. */
  counts(search?: string): Promise<RequestCounts>;
  /**
   * Callers load (or lock) the row first; updating a missing row throws. `now` becomes the
   * updatedAt the customer sees; null for a change the customer never sees (the workshop's
   * internal notes), which leaves it as it was.
   */
  update(id: number, changes: RequestChanges, now: Date | null): Promise<FurnitureRequest>;
  /** Removes the request and, with it, its messages. */
  delete(id: number): Promise<void>;
}
