import type { DomainEvent } from '@workshop/domain';
import type { EmailDelivery } from './delivery-log';

/** One event the outbox recorded, read with the domain's schemas. */
export interface RecordedEvent {
  /** The outbox row's id (also the email log's event id). */
  readonly id: string;
  readonly event: DomainEvent;
  readonly occurredAt: Date;
}

/**
 * What was already recorded about a project, read back for the team's activity log: the events
 * its use cases wrote to the outbox and the emails the worker logged. Nothing writes here: the
 * log is a view of those records, never a second copy kept by every use case.
 */
export interface ProjectHistory {
  /**
   * The project's events, and the account creation its submission caused, oldest first.
   * Scheduled events not yet due are left out (they have not happened), and so are payloads
   * this release cannot read (a newer release's event).
   */
  events(requestId: number): Promise<RecordedEvent[]>;
  /** Every email logged for the project or for one of those events, oldest first. */
  emails(requestId: number): Promise<EmailDelivery[]>;
}
