import type { EmailTemplate } from './mailer';

/** What the log says about one (event, template) email before a send. */
export type DeliveryClaim =
  /** Nobody has sent it: go ahead (the claim is held for a while). */
  | 'claimed'
  /** Sent, skipped or failed for good already: do nothing. */
  | 'done'
  /** Another worker claimed it moments ago: try again later. */
  | 'busy';

/**
 * The Postgres record of what was sent. BullMQ delivers at least once and forgets the ids of
 * removed jobs, so this log is what makes a handler safe to run twice.
 */
export interface DeliveryLog {
  claim(
    delivery: { eventId: string; template: EmailTemplate; recipient: string },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim>;
  /** Gives a claim back after a send that may be retried, so the retry need not wait out the lease. */
  release(delivery: { eventId: string; template: EmailTemplate }): Promise<void>;
  finish(
    delivery: { eventId: string; template: EmailTemplate },
    outcome: { status: 'sent' | 'skipped' } | { status: 'failed'; error: string },
    now: Date,
  ): Promise<void>;
}
