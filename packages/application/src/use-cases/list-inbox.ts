import { quoteOverdueCutoff, type RequestStatus } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { TableFilters, TableRow } from '../ports/request-table';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/**
 * What waits on the workshop: a customer's unread message, a change request, a quote overdue, a
 * new request not quoted yet, a deposit past its due date and not paid in full.
 */
export const INBOX_KINDS = [
  'unread-message',
  'change-request',
  'overdue-quote',
  'new-request',
  'unpaid-deposit',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface InboxItem {
  readonly kind: InboxKind;
  readonly projectId: number;
  /** The project's status: where its card is found. */
  readonly status: RequestStatus;
  /** The customer's name on the project. */
  readonly customer: string;
  /** The piece, as the project names it. */
  readonly piece: string | null;
  /** Since when it has waited (for an unread message: the thread's last message). */
  readonly since: Date;
}

export interface Inbox {
  /** Longest waiting first. */
  readonly items: readonly InboxItem[];
  /** Every item waiting, shown or not (more than INBOX_LIMIT of one kind are cut). */
  readonly total: number;
}

/** Items of one kind read at most: an inbox longer than this is a backlog, not a list. */
export const INBOX_LIMIT = 200;

/** Each kind is a filter of the workshop's table, so "waits" means what the table means. */
const KINDS: ReadonlyArray<{
  readonly kind: InboxKind;
  readonly filter: TableFilters;
  readonly since: (row: TableRow) => Date | null;
}> = [
  { kind: 'unread-message', filter: { unread: true }, since: (row) => row.lastMessageAt },
  {
    kind: 'change-request',
    filter: { changesRequested: true },
    since: (row) => row.changesRequestedAt,
  },
  { kind: 'overdue-quote', filter: { overdue: true }, since: (row) => row.createdAt },
  { kind: 'new-request', filter: { status: 'new' }, since: (row) => row.createdAt },
];

/**
 * Everything waiting on the workshop across projects, each a link to its project. Nothing is
 * stored: an item leaves when what it waits for happens (the messages are read or answered, a
 * new quote version answers the change request, the quote is sent).
 */
export class ListInbox {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor): Promise<Result<Inbox>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const overdueBefore = quoteOverdueCutoff(this.deps.clock.now());
    const pages = await this.deps.uow.read((db) =>
      Promise.all(
        KINDS.map(async ({ kind, filter, since }) => {
          const page = await db.table.page({
            ...filter,
            sort: 'number',
            direction: 'asc',
            limit: INBOX_LIMIT,
            overdueBefore,
          });
          const items = page.rows.flatMap((row): InboxItem[] => {
            const at = since(row);
            return at
              ? [
                  {
                    kind,
                    projectId: row.id,
                    status: row.status,
                    customer: row.fullName,
                    piece: row.furnitureType,
                    since: at,
                  },
                ]
              : [];
          });
          return { items, total: page.total };
        }),
      ),
    );
    const listed = pages.flatMap((page) => page.items);
    const items = withoutDoubles(listed);
    const deposits = await this.unpaidDeposits();
    return ok({
      items: [...items, ...deposits].sort(
        (a, b) => a.since.getTime() - b.since.getTime() || a.projectId - b.projectId,
      ),
      total:
        pages.reduce((sum, page) => sum + page.total, 0) -
        (listed.length - items.length) +
        deposits.length,
    });
  }

  /** Deposits past due and not paid in full, since their due date. */
  private unpaidDeposits(): Promise<InboxItem[]> {
    return this.deps.uow.read(async (db) => {
      const invoices = await db.invoices.listOverdueDeposits(this.deps.clock.now());
      const items: InboxItem[] = [];
      for (const invoice of invoices.slice(0, INBOX_LIMIT)) {
        const project = await db.requests.findById(invoice.requestId);
        if (!project) continue;
        items.push({
          kind: 'unpaid-deposit',
          projectId: project.id,
          status: project.status,
          customer: project.fullName,
          piece: project.furnitureType,
          since: invoice.overdueFrom,
        });
      }
      return items;
    });
  }
}

/**
 * One thing the customer did is listed once. A change request's words join the thread unread:
 * the change request says what to do, and the quote that answers it marks the words read. A new
 * request past the quote promise is the overdue quote.
 */
const LISTED_INSTEAD: Partial<Record<InboxKind, InboxKind>> = {
  'unread-message': 'change-request',
  'new-request': 'overdue-quote',
};

function withoutDoubles(items: readonly InboxItem[]): InboxItem[] {
  const listed = new Set(items.map((item) => `${item.kind}:${item.projectId}`));
  return items.filter((item) => {
    const instead = LISTED_INSTEAD[item.kind];
    return !instead || !listed.has(`${instead}:${item.projectId}`);
  });
}
