import type { DueEvent, OutboxRelayStore, ReceivedEvent } from '../../src';
import { copy, type InMemoryStore, type OutboxEntry } from './in-memory-store';

const isDue = (entry: OutboxEntry, now: Date): boolean =>
  entry.publishedAt === null &&
  (entry.nextAttemptAt === null || entry.nextAttemptAt.getTime() <= now.getTime());

/**
 * The relay's view of the store's outbox entries. One transaction runs at a time in memory,
 * so there are no row locks to skip.
 */
export class FakeOutboxRelayStore implements OutboxRelayStore {
  /** Set to make the next markPublished throw, as a crash after the publish would. */
  failNextMarkPublished: Error | null = null;

  constructor(private readonly store: InMemoryStore) {}

  async claimDue(limit: number, now: Date): Promise<DueEvent[]> {
    return this.store.tables.outbox
      .map((entry, position) => ({ entry, position }))
      .filter(({ entry }) => isDue(entry, now))
      .sort(
        (a, b) =>
          a.entry.occurredAt.getTime() - b.entry.occurredAt.getTime() || a.position - b.position,
      )
      .slice(0, Math.max(0, limit))
      .map(({ entry }) => ({
        id: entry.id,
        occurredAt: entry.occurredAt.toISOString(),
        payload: copy(entry.payload),
        attempts: entry.attempts,
      }));
  }

  async markPublished(ids: readonly string[], now: Date): Promise<void> {
    if (this.failNextMarkPublished) {
      const error = this.failNextMarkPublished;
      this.failNextMarkPublished = null;
      throw error;
    }
    const marked = new Set(ids);
    this.store.tables.outbox = this.store.tables.outbox.map((entry) =>
      marked.has(entry.id) ? { ...entry, publishedAt: copy(now), lastError: null } : entry,
    );
  }

  async markFailed(
    retries: readonly { id: string; nextAttemptAt: Date }[],
    error: string,
  ): Promise<void> {
    const next = new Map(retries.map((retry) => [retry.id, retry.nextAttemptAt]));
    this.store.tables.outbox = this.store.tables.outbox.map((entry) => {
      const nextAttemptAt = next.get(entry.id);
      if (!nextAttemptAt) return entry;
      return {
        ...entry,
        attempts: entry.attempts + 1,
        nextAttemptAt: copy(nextAttemptAt),
        lastError: error,
      };
    });
  }

  async markHandled(ids: readonly string[], now: Date): Promise<void> {
    const handled = new Set(ids);
    this.store.tables.outbox = this.store.tables.outbox.map((entry) =>
      handled.has(entry.id) && !entry.handledAt ? { ...entry, handledAt: copy(now) } : entry,
    );
  }

  async listUnhandled(): Promise<ReceivedEvent[]> {
    return this.store.tables.outbox
      .map((entry, position) => ({ entry, position }))
      .filter(({ entry }) => entry.publishedAt !== null && !entry.handledAt)
      .sort(
        (a, b) =>
          a.entry.occurredAt.getTime() - b.entry.occurredAt.getTime() || a.position - b.position,
      )
      .map(({ entry }) => ({
        id: entry.id,
        occurredAt: entry.occurredAt.toISOString(),
        event: copy(entry.payload),
      }));
  }
}
