import type { QuotedDesign, RequestStatus, VersionDesign } from '@workshop/domain';

/** The columns of the workshop's table, each one an order. */
export const TABLE_SORTS = [
  'number',
  'customer',
  'piece',
  'status',
  'age',
  'quote-due',
  'last-message',
  'unread',
  'value',
] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * Where a page of the table ended: the row's value in the sorted column (as text, exactly as the
 * database compares it; null when the row has none, and those rows come last) and its id.
 */
export interface TablePosition {
  readonly key: string | null;
  readonly id: number;
}

export interface TableFilters {
  readonly status?: RequestStatus;
  /** The furniture type, as the request names it ("Desk"). */
  readonly type?: string;
  /** Only new requests past the quote promise. */
  readonly overdue?: boolean;
  /** Only projects whose last message came from the customer. */
  readonly waiting?: boolean;
  /** Only projects with customer messages nobody on the team has read. */
  readonly unread?: boolean;
  /** Only quoted projects whose newest version the customer asked to change. */
  readonly changesRequested?: boolean;
}

export interface TableQuery extends TableFilters {
  readonly sort: TableSort;
  readonly direction: SortDirection;
  readonly limit: number;
  readonly after?: TablePosition;
  /** New requests that arrived before this are overdue (domain: quoteOverdueCutoff). */
  readonly overdueBefore: Date;
}

/** A project's designs, as pinned: the customer's, the signed version's and the newest's. */
export interface RowDesigns {
  /** The customer's wizard design, read against the catalog; null for the quick form. */
  readonly requested: QuotedDesign | null;
  /** The version the customer accepted; null before an acceptance. */
  readonly signed: VersionDesign | null;
  /** The newest version; null before a quote. */
  readonly newest: VersionDesign | null;
}

/** One project as a row of the table: what triage needs, computed by the database. */
export interface TableRow {
  readonly id: number;
  readonly fullName: string;
  readonly email: string;
  readonly furnitureType: string | null;
  /** The designs the row's piece is read from (the one in force is chosen by the use case). */
  readonly designs: RowDesigns;
  readonly status: RequestStatus;
  readonly createdAt: Date;
  readonly quoteOverdue: boolean;
  /** When the customer asked to change the newest version, while no newer one answers it. */
  readonly changesRequestedAt: Date | null;
  readonly lastMessageAt: Date | null;
  readonly lastMessageFrom: 'customer' | 'admin' | null;
  readonly lastMessageBy: string | null;
  readonly unread: number;
  /** The latest quote as written ("€1,200"), and the figure read from it for sorting. */
  readonly quoteAmount: string | null;
  readonly value: number | null;
  readonly position: TablePosition;
}

export interface TablePage {
  readonly rows: readonly TableRow[];
  readonly more: boolean;
  /** Every row the filters match, on every page. */
  readonly total: number;
}

/** The workshop's table of projects, read across requests, messages and designs. */
export interface RequestTable {
  page(query: TableQuery): Promise<TablePage>;
}
