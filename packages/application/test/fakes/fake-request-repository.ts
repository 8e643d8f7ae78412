import { REQUEST_STATUSES, type RequestStatus } from '@workshop/domain';
import type {
  FurnitureRequest,
  ListedRequest,
  NewRequest,
  RequestChanges,
  RequestCounts,
  RequestFilter,
  RequestPage,
  RequestPageQuery,
  RequestRepository,
} from '../../src';
import { copy, definedOnly, type InMemoryStore, type StoredRequest } from './in-memory-store';

export class FakeRequestRepository implements RequestRepository {
  constructor(private readonly store: InMemoryStore) {}

  /** The wizard session each request came from (a column of its own in Postgres). */
  private readonly sessions = new Map<string, number>();

  async createForWizardSession(
    sessionId: string,
    request: NewRequest,
    now: Date,
  ): Promise<FurnitureRequest | null> {
    if (await this.findByWizardSession(sessionId)) return null;
    const created = await this.create(request, now);
    this.sessions.set(sessionId, created.id);
    return created;
  }

  async findByWizardSession(sessionId: string): Promise<FurnitureRequest | null> {
    const id = this.sessions.get(sessionId);
    return id === undefined ? null : this.findById(id);
  }

  async create(request: NewRequest, now: Date): Promise<FurnitureRequest> {
    const row: StoredRequest = {
      ...copy(request),
      id: this.store.nextId('requests'),
      notes: request.notes ?? null,
      completionNote: null,
      adminNotes: '',
      adminMessage: null,
      adminMessageSentAt: null,
      adminMessageSentBy: null,
      createdAt: copy(now),
      updatedAt: copy(now),
    };
    this.store.tables.requests.push(row);
    return this.withQuote(row);
  }

  /** The stored request with its current (newest) quote version and acceptance, like the SQL. */
  private withQuote(row: StoredRequest): FurnitureRequest {
    const { quotes, acceptances } = this.store.tables;
    const current = quotes
      .filter((quote) => quote.requestId === row.id)
      .reduce<(typeof quotes)[number] | null>(
        (newest, quote) => (newest && newest.version > quote.version ? newest : quote),
        null,
      );
    const acceptance = acceptances.find((a) => a.requestId === row.id);
    return copy({
      ...row,
      // The amount signed, when the newest version is the one signed.
      quoteAmount:
        acceptance && acceptance.version === current?.version
          ? acceptance.amount
          : (current?.amount ?? null),
      quoteNotes: current?.notes ?? null,
      quotedAt: current?.quotedAt ?? null,
      quotedBy: current?.quotedBy ?? null,
      quoteApproved: acceptance !== undefined,
      quoteApprovedAt: acceptance?.acceptedAt ?? null,
    });
  }

  /** The request as read, at once (the tests' view of the fake database). */
  read(id: number): FurnitureRequest | null {
    const row = this.store.tables.requests.find((request) => request.id === id);
    return row ? this.withQuote(row) : null;
  }

  async findById(id: number): Promise<FurnitureRequest | null> {
    return this.read(id);
  }

  /** One transaction at a time in memory, so there is nothing to lock. */
  async findByIdForUpdate(id: number): Promise<FurnitureRequest | null> {
    return this.findById(id);
  }

  async list(filter: RequestFilter): Promise<FurnitureRequest[]> {
    return this.store.tables.requests
      .filter((row) => filter.customerId === undefined || row.customerId === filter.customerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => this.withQuote(row));
  }

  /** The same order and search as the SQL, on the rows in memory (milliseconds stand for µs). */
  async page(query: RequestPageQuery): Promise<RequestPage> {
    const cutoff = query.overdueBefore.getTime();
    const listed: ListedRequest[] = this.store.tables.requests
      .filter((row) => query.status === undefined || row.status === query.status)
      .filter((row) => query.search === undefined || matches(row, query.search))
      .map((row) => {
        const overdue = query.sort === 'quote-due' && isOverdue(row, cutoff);
        const position = { createdAt: row.createdAt.toISOString(), id: row.id, overdue };
        return { request: this.withQuote(row), overdue: isOverdue(row, cutoff), position };
      });
    const key = (item: ListedRequest): [number, number, number] => {
      const t = item.request.createdAt.getTime();
      const { id } = item.request;
      if (query.sort === 'oldest') return [0, t, id];
      if (query.sort === 'quote-due' && item.position.overdue) return [0, t, id];
      return [1, -t, -id];
    };
    const compare = (a: [number, number, number], b: [number, number, number]) =>
      a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    listed.sort((a, b) => compare(key(a), key(b)));
    const after = query.after;
    const rest = after
      ? listed.filter((item) => {
          const t = Date.parse(after.createdAt);
          const mark: [number, number, number] =
            query.sort === 'oldest' || (query.sort === 'quote-due' && after.overdue)
              ? [0, t, after.id]
              : [1, -t, -after.id];
          return compare(key(item), mark) > 0;
        })
      : listed;
    return { items: rest.slice(0, query.limit), more: rest.length > query.limit };
  }

  async counts(search?: string): Promise<RequestCounts> {
    const zero = () =>
      Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
        RequestStatus,
        number
      >;
    const all = zero();
    const matching = zero();
    for (const row of this.store.tables.requests) {
      all[row.status] += 1;
      if (search === undefined || matches(row, search)) matching[row.status] += 1;
    }
    return { all, matching };
  }

  async update(id: number, changes: RequestChanges, now: Date | null): Promise<FurnitureRequest> {
    const index = this.store.tables.requests.findIndex((row) => row.id === id);
    const current = this.store.tables.requests[index];
    if (!current) throw new Error(`No row in furniture_requests for ${id}`);
    const updatedAt = now ? copy(now) : current.updatedAt;
    const updated: StoredRequest = { ...current, ...definedOnly(changes), updatedAt };
    this.store.tables.requests[index] = updated;
    return this.withQuote(updated);
  }

  async delete(id: number): Promise<void> {
    const tables = this.store.tables;
    tables.requests = tables.requests.filter((row) => row.id !== id);
    // ON DELETE CASCADE
    tables.messages = tables.messages.filter((row) => row.projectId !== id);
    tables.progress = tables.progress.filter((row) => row.projectId !== id);
    tables.reviews = tables.reviews.filter((row) => row.projectId !== id);
    tables.consents = tables.consents.filter((row) => row.projectId !== id);
    tables.pieces = tables.pieces.filter((row) => row.projectId !== id);
    tables.quotes = tables.quotes.filter((row) => row.requestId !== id);
    tables.acceptances = tables.acceptances.filter((row) => row.requestId !== id);
    tables.signedCopies = tables.signedCopies.filter((row) => row.requestId !== id);
    tables.invoices = tables.invoices.filter((row) => row.requestId !== id);
    tables.payments = tables.payments.filter((row) => row.requestId !== id);
    // ON DELETE SET NULL: the design outlives the project it became.
    tables.customizations = tables.customizations.map((row) =>
      row.requestId === id ? { ...row, requestId: null } : row,
    );
  }
}

function isOverdue(row: StoredRequest, cutoff: number): boolean {
  return row.status === 'new' && row.createdAt.getTime() < cutoff;
}

function matches(row: StoredRequest, search: string): boolean {
  const needle = search.toLowerCase();
  const text = [row.fullName, row.email, row.description, row.furnitureType];
  if (text.some((field) => field?.toLowerCase().includes(needle))) return true;
  if (row.phone?.includes(search)) return true;
  return /^#?\d+$/.test(search) && Number(search.replace('#', '')) === row.id;
}
