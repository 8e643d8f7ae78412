import type { EventPayload } from '@workshop/domain';

/** An event as it leaves the outbox, with its version: its id is the queue's job id. */
export interface PublishedEvent {
  readonly id: string;
  readonly occurredAt: string;
  readonly event: EventPayload;
}

/**
 * What a worker takes off the queue. This release or another may have published it (a rolling
 * deploy runs both), so its event is read with the domain's schemas before it is trusted.
 */
export interface ReceivedEvent {
  readonly id: string;
  readonly occurredAt: string;
  readonly event: unknown;
}

/** Hands committed events to whatever delivers them (BullMQ, or in-process in local mode). */
export interface EventQueue {
  publish(events: readonly PublishedEvent[]): Promise<void>;
}

/**
 * An unpublished outbox row: its payload as stored (read before it is published) and the
 * number of failed attempts to publish it so far.
 */
export interface DueEvent {
  readonly id: string;
  readonly occurredAt: string;
  readonly payload: unknown;
  readonly attempts: number;
}

/** The relay's view of the outbox table. */
export interface OutboxRelayStore {
  /** Locks up to `limit` unpublished events that are due, skipping rows other relays hold. */
  claimDue(limit: number, now: Date): Promise<DueEvent[]>;
  markPublished(ids: readonly string[], now: Date): Promise<void>;
  /** Counts a failed attempt on each event and schedules its next one. */
  markFailed(retries: readonly { id: string; nextAttemptAt: Date }[], error: string): Promise<void>;
  /** A worker is done with these events: handled, refused for good, or given up on. */
  markHandled(ids: readonly string[], now: Date): Promise<void>;
  /** Published events no worker is done with yet, oldest first. */
  listUnhandled(): Promise<ReceivedEvent[]>;
}
