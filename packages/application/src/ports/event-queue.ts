import type { DomainEvent } from '@workshop/domain';

/** An event as it leaves the outbox: its id is the queue's job id. */
export interface PublishedEvent {
  readonly id: string;
  readonly occurredAt: string;
  readonly event: DomainEvent;
}

/** Hands committed events to whatever delivers them (BullMQ, or in-process in local mode). */
export interface EventQueue {
  publish(events: readonly PublishedEvent[]): Promise<void>;
}

/** An unpublished event with the number of failed attempts to publish it so far. */
export interface DueEvent extends PublishedEvent {
  readonly attempts: number;
}

/** The relay's view of the outbox table. */
export interface OutboxRelayStore {
  /** Locks up to `limit` unpublished events that are due, skipping rows other relays hold. */
  claimDue(limit: number, now: Date): Promise<DueEvent[]>;
  markPublished(ids: readonly string[], now: Date): Promise<void>;
  /** Counts a failed attempt on each event and schedules its next one. */
  markFailed(retries: readonly { id: string; nextAttemptAt: Date }[], error: string): Promise<void>;
}
