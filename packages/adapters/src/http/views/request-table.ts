import type { RequestTableView } from '@workshop/application';
import { iso, isoOrNull, type Schema } from '../answers';

/** A page of the workshop's table, each row named field by field. */
export function requestTablePageView(page: RequestTableView): Schema<'RequestTablePage'> {
  return {
    rows: page.rows.map((row): Schema<'RequestTableRow'> => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      furnitureType: row.furnitureType,
      piece: row.piece,
      status: row.status,
      createdAt: iso(row.createdAt),
      quoteOverdue: row.quoteOverdue,
      lastMessageAt: isoOrNull(row.lastMessageAt),
      lastMessageFrom: row.lastMessageFrom,
      lastMessageBy: row.lastMessageBy,
      unread: row.unread,
      quoteAmount: row.quoteAmount,
      value: row.value,
    })),
    nextCursor: page.nextCursor,
    sort: page.sort,
    dir: page.dir,
    limit: page.limit,
    total: page.total,
  };
}
