import type { DomainEvent } from '@workshop/domain';

/** Records events in the same transaction as the change they describe. */
export interface Outbox {
  add(events: readonly DomainEvent[], occurredAt: Date): Promise<void>;
  /**
   * Records an event to be relayed no sooner than `at`: the outbox is the schedule, so it
   * commits (or vanishes) with the change and survives restarts. While an event with the same
   * key still waits, this one is dropped: the waiting one covers it.
   */
  schedule(event: DomainEvent, when: { at: Date; key: string }, occurredAt: Date): Promise<void>;
  /** An event recorded earlier, as stored (to send one of its emails again); null once pruned. */
  find(eventId: string): Promise<unknown>;
}
