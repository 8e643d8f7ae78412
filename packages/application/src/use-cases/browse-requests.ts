import { quoteOverdueCutoff, REQUEST_STATUSES, type RequestStatus } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import { loadAccounts, type ProjectAccount } from '../billing';
import type { Clock } from '../ports/clock';
import type { CountsByStatus, RequestSort } from '../ports/request-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import { encodeCursor, parseRequestPageQuery } from '../request-page-query';
import { ok, type Result } from '../result';

export type StatusCounts = Readonly<Record<RequestStatus | 'total', number>>;

/**
 * A request as a page lists it, with what its card shows without asking again: the account
 * (the money line) and the customer's answer on showing the piece (null: not answered). Both
 * are what the whole team may read of any project, as the payments and consent routes allow.
 */
export type RequestPageRow = FurnitureRequest & {
  readonly quoteOverdue: boolean;
  readonly account: ProjectAccount;
  readonly showcaseAllowed: boolean | null;
};

export interface RequestPageView {
  readonly requests: readonly RequestPageRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  readonly nextCursor: string | null;
  readonly sort: RequestSort;
  readonly limit: number;
  /** Every request by status: the count badges and the "of Y" of each tab. */
  readonly counts: StatusCounts;
  /** What the search matches, by status: the tabs' figures (equal to counts without a search). */
  readonly matching: StatusCounts;
}

const withTotal = (counts: CountsByStatus): StatusCounts => ({
  ...counts,
  total: REQUEST_STATUSES.reduce((sum, status) => sum + counts[status], 0),
});

/**
 * The workshop's list a page at a time: one tab (status), a search, an order, and where the
 * last page ended, with the tabs' figures beside it. Pages are read by keyset, so page 800 costs
 * what page 1 does, and a request that arrives while the admin pages on pushes nothing twice.
 */
export class BrowseRequests {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    query: Readonly<Record<string, unknown>>,
  ): Promise<Result<RequestPageView>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const parsed = parseRequestPageQuery(query);
    if (!parsed.ok) return parsed;
    const { status, search, sort, limit, cursor } = parsed.value;
    const overdueBefore = cursor?.overdueBefore ?? quoteOverdueCutoff(this.deps.clock.now());

    const { page, counts, accounts, consents } = await this.deps.uow.read(async (db) => {
      const page = await db.requests.page({
        sort,
        limit,
        overdueBefore,
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        ...(cursor ? { after: cursor.position } : {}),
      });
      // The cards' money and consent for the whole page at once: a fixed few reads, however
      // long the page, rather than two requests from every card.
      const ids = page.items.map(({ request }) => request.id);
      return {
        page,
        counts: await db.requests.counts(search),
        accounts: await loadAccounts(db, ids),
        consents: await db.showcase.consentsOf(ids),
      };
    });
    const allowed = new Map(consents.map((consent) => [consent.projectId, consent.allowed]));
    const last = page.items.at(-1);
    const listed = ({ request, overdue }: (typeof page.items)[number]): RequestPageRow => {
      const account = accounts.get(request.id);
      if (!account) throw new Error(`no account read for request ${request.id}`);
      return {
        ...request,
        quoteOverdue: overdue,
        account,
        showcaseAllowed: allowed.get(request.id) ?? null,
      };
    };
    return ok({
      requests: page.items.map(listed),
      nextCursor:
        page.more && last ? encodeCursor({ sort, position: last.position, overdueBefore }) : null,
      sort,
      limit,
      counts: withTotal(counts.all),
      matching: withTotal(counts.matching),
    });
  }
}
