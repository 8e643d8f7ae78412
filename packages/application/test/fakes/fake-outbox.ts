import type { DomainEvent } from '@workshop/domain';
import type { Outbox } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeOutbox implements Outbox {
  /** Set to make the next add throw, as a failing database write would. */
  failNextAdd: Error | null = null;

  constructor(private readonly store: InMemoryStore) {}

  async add(events: readonly DomainEvent[], occurredAt: Date): Promise<void> {
    if (this.failNextAdd) {
      const error = this.failNextAdd;
      this.failNextAdd = null;
      throw error;
    }
    for (const event of events) {
      this.store.tables.outbox.push({
        id: `event-${this.store.nextId('events')}`,
        event: copy(event),
        occurredAt: copy(occurredAt),
        publishedAt: null,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
      });
    }
  }
}
