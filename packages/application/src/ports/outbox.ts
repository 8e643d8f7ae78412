import type { DomainEvent } from '@workshop/domain';

/** Records events in the same transaction as the change they describe. */
export interface Outbox {
  add(events: readonly DomainEvent[], occurredAt: Date): Promise<void>;
}
