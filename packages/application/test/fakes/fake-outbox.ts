import { toPayload, type DomainEvent } from '@workshop/domain';
import type { Outbox } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeOutbox implements Outbox {
  /** Set to make the next add throw, as a failing database write would. */
  failNextAdd: Error | null = null;

  constructor(private readonly store: InMemoryStore) {}

  async schedule(
    event: DomainEvent,
    when: { at: Date; key: string },
    occurredAt: Date,
  ): Promise<void> {
    // Like the unique index on unpublished keys, with ON CONFLICT DO NOTHING.
    const waiting = this.store.tables.outbox.some(
      (entry) => entry.key === when.key && entry.publishedAt === null,
    );
    if (waiting) return;
    this.store.tables.outbox.push({
      id: `event-${this.store.nextId('events')}`,
      payload: toPayload(copy(event)),
      key: when.key,
      occurredAt: copy(occurredAt),
      publishedAt: null,
      attempts: 0,
      nextAttemptAt: copy(when.at),
      lastError: null,
    });
  }

  async find(eventId: string): Promise<unknown> {
    const entry = this.store.tables.outbox.find((candidate) => candidate.id === eventId);
    return entry ? copy(entry.payload) : null;
  }

  async add(events: readonly DomainEvent[], occurredAt: Date): Promise<void> {
    if (this.failNextAdd) {
      const error = this.failNextAdd;
      this.failNextAdd = null;
      throw error;
    }
    for (const event of events) {
      this.store.tables.outbox.push({
        id: `event-${this.store.nextId('events')}`,
        payload: toPayload(copy(event)),
        occurredAt: copy(occurredAt),
        publishedAt: null,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
      });
    }
  }
}
