import type {
  FurnitureRequest,
  NewRequest,
  RequestChanges,
  RequestFilter,
  RequestRepository,
} from '../../src';
import { copy, definedOnly, type InMemoryStore } from './in-memory-store';

export class FakeRequestRepository implements RequestRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(request: NewRequest, now: Date): Promise<FurnitureRequest> {
    const row: FurnitureRequest = {
      ...copy(request),
      id: this.store.nextId('requests'),
      notes: null,
      adminNotes: '',
      quoteAmount: null,
      quoteNotes: null,
      quotedAt: null,
      quotedBy: null,
      quoteApproved: false,
      quoteApprovedAt: null,
      adminMessage: null,
      adminMessageSentAt: null,
      adminMessageSentBy: null,
      createdAt: copy(now),
      updatedAt: copy(now),
    };
    this.store.tables.requests.push(row);
    return copy(row);
  }

  async findById(id: number): Promise<FurnitureRequest | null> {
    const row = this.store.tables.requests.find((request) => request.id === id);
    return row ? copy(row) : null;
  }

  /** One transaction at a time in memory, so there is nothing to lock. */
  async findByIdForUpdate(id: number): Promise<FurnitureRequest | null> {
    return this.findById(id);
  }

  async list(filter: RequestFilter): Promise<FurnitureRequest[]> {
    return this.store.tables.requests
      .filter((row) => filter.customerId === undefined || row.customerId === filter.customerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map(copy);
  }

  async update(id: number, changes: RequestChanges, now: Date): Promise<FurnitureRequest> {
    const index = this.store.tables.requests.findIndex((row) => row.id === id);
    const current = this.store.tables.requests[index];
    if (!current) throw new Error(`no request ${id}`);
    const updated: FurnitureRequest = { ...current, ...definedOnly(changes), updatedAt: copy(now) };
    this.store.tables.requests[index] = updated;
    return copy(updated);
  }

  async delete(id: number): Promise<void> {
    const tables = this.store.tables;
    tables.requests = tables.requests.filter((row) => row.id !== id);
    // ON DELETE CASCADE
    tables.messages = tables.messages.filter((row) => row.projectId !== id);
    tables.quotes = tables.quotes.filter((row) => row.requestId !== id);
    tables.acceptances = tables.acceptances.filter((row) => row.requestId !== id);
  }
}
