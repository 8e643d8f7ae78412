import { agreedDesign, designSummary, quoteOverdueCutoff } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { SortDirection, TableRow, TableSort } from '../ports/request-table';
import type { UnitOfWork } from '../ports/unit-of-work';
import { encodeTableCursor, parseTableQuery } from '../request-table-query';
import { ok, type Result } from '../result';

/** A row as the table shows it: the piece in words, read from the design in force. */
export type RequestTableRow = Omit<TableRow, 'position' | 'designs'> & {
  /** '96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in'; null without a design. */
  readonly piece: string | null;
};

export interface RequestTableView {
  readonly rows: readonly RequestTableRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  readonly nextCursor: string | null;
  readonly sort: TableSort;
  readonly dir: SortDirection;
  readonly limit: number;
  /** Every row the filters match. */
  readonly total: number;
}

/**
 * The workshop's table: any column's order, the triage filters, a page at a time by keyset (the
 * cursor carries the last row's value in the sorted column and its id).
 */
export class BrowseRequestTable {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    query: Readonly<Record<string, unknown>>,
  ): Promise<Result<RequestTableView>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const parsed = parseTableQuery(query);
    if (!parsed.ok) return parsed;
    const { cursor, sort, direction, limit, ...filters } = parsed.value;
    const overdueBefore = cursor?.overdueBefore ?? quoteOverdueCutoff(this.deps.clock.now());

    const page = await this.deps.uow.read((db) =>
      db.table.page({
        ...filters,
        sort,
        direction,
        limit,
        overdueBefore,
        ...(cursor ? { after: cursor.position } : {}),
      }),
    );
    const last = page.rows.at(-1);
    return ok({
      rows: page.rows.map(({ position: _position, designs, ...row }) => {
        const agreed = agreedDesign(designs);
        return { ...row, piece: agreed && designSummary(agreed.design) };
      }),
      nextCursor:
        page.more && last
          ? encodeTableCursor({ sort, direction, position: last.position, overdueBefore })
          : null,
      sort,
      dir: direction,
      limit,
      total: page.total,
    });
  }
}
