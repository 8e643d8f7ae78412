import type { AdminRequest, RequestPage, StatusCounts } from '../src/api/admin-requests';

const STATUSES = ['new', 'quoted', 'in_progress', 'completed', 'declined'] as const;

/** The spec's search rule, as the server runs it (the server's own tests hold it to SQL). */
function matches(request: AdminRequest, q: string): boolean {
  const lower = q.toLowerCase();
  const text = [request.fullName, request.email, request.description, request.furnitureType];
  return (
    text.some((field) => field?.toLowerCase().includes(lower)) ||
    !!request.phone?.includes(q) ||
    q.replace(/^#/, '') === String(request.id)
  );
}

function countOf(requests: readonly AdminRequest[]): StatusCounts {
  const counts = {
    total: requests.length,
    new: 0,
    quoted: 0,
    in_progress: 0,
    completed: 0,
    declined: 0,
  };
  for (const request of requests) counts[request.status] += 1;
  return counts;
}

/** The account of a project never invoiced, as the server answers it in a page. */
const NO_MONEY: NonNullable<AdminRequest['accountSummary']> = {
  currency: 'USD',
  priceCents: null,
  invoicedCents: 0,
  paidCents: 0,
  dueCents: 0,
  balanceCents: 0,
  invoiceCount: 0,
  openInvoice: null,
};

/**
 * A stand-in for GET /api/admin/furniture-requests, over an in-memory list: the
 * tab, the search, the three orders (overdue = the fixture's quoteOverdue) and pages of 25 by an
 * opaque cursor. The real keyset, search and orders are tested against PostgreSQL in
 * packages/adapters/test/http/request-list-paging.test.ts; this serves the panel the same shapes.
 */
export function servePages(list: () => readonly AdminRequest[]) {
  return ({ url }: { url: string }): { status: number; body: unknown } => {
    const params = new URL(url, 'http://panel.test').searchParams;
    const all = list();
    const status = params.get('status') ?? 'new';
    const sort = (params.get('sort') ?? 'newest') as RequestPage['sort'];
    const q = (params.get('q') ?? '').trim();
    const found = q ? all.filter((request) => matches(request, q)) : [...all];
    const time = (request: AdminRequest) => Date.parse(request.createdAt);
    const newest = (a: AdminRequest, b: AdminRequest) => time(b) - time(a) || b.id - a.id;
    const inTab = found.filter((request) => request.status === status);
    const overdue = (request: AdminRequest) => request.quoteOverdue === true;
    const ordered =
      sort === 'oldest'
        ? inTab.sort((a, b) => newest(b, a))
        : sort === 'quote-due'
          ? [
              ...inTab.filter(overdue).sort((a, b) => newest(b, a)),
              ...inTab.filter((request) => !overdue(request)).sort(newest),
            ]
          : inTab.sort(newest);
    const start = Number(params.get('cursor') ?? 0);
    const limit = 25;
    const requests = ordered.slice(start, start + limit).map((request) => ({
      ...request,
      quoteOverdue: overdue(request),
      accountSummary: request.accountSummary ?? NO_MONEY,
      showcaseAllowed: request.showcaseAllowed ?? null,
    }));
    const body: RequestPage = {
      requests,
      nextCursor: start + limit < ordered.length ? String(start + limit) : null,
      sort,
      limit,
      counts: countOf(all),
      matching: countOf(found),
    };
    if (!STATUSES.includes(status as (typeof STATUSES)[number])) {
      return { status: 400, body: { message: `Unknown status '${status}'` } };
    }
    return { status: 200, body };
  };
}
