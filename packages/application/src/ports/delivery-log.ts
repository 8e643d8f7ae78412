import type { EmailTemplate, SentEmail } from './mailer';

/** What the log says about one (event, template) email before a send. */
export type DeliveryClaim =
  /** Nobody is sending it: go ahead (the claim is held for a while). */
  | 'claimed'
  /** Sent, skipped or failed for good already: do nothing. */
  | 'done'
  /** Another worker claimed it moments ago: try again later. */
  | 'busy';

export type DeliveryStatus = 'sending' | 'retrying' | 'sent' | 'skipped' | 'failed';

/** One email as the log keeps it: what the team's Emails view lists. */
export interface EmailDelivery {
  readonly id: number;
  readonly eventId: string;
  readonly template: EmailTemplate;
  readonly recipient: string;
  /** The project it was about, when it was about one. */
  readonly projectId: number | null;
  readonly status: DeliveryStatus;
  /** Sends tried so far. */
  readonly attempts: number;
  /** The mail server's last answer to a failed send. */
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly sentAt: Date | null;
}

export type DeliveryKey = { readonly eventId: string; readonly template: EmailTemplate };

/** How a claimed send ended: sent, not needed (with why, when it was held back), or refused. */
export type DeliveryOutcome =
  /** Sent, with the copy the team may read (none for an email that holds a secret). */
  | { readonly status: 'sent'; readonly copy?: SentEmail }
  | { readonly status: 'skipped' }
  | { readonly status: 'skipped' | 'failed'; readonly error: string };

/** What the Emails view asks for: failed for good, still trying (pending), or sent. */
export type DeliveryView = 'failed' | 'pending' | 'sent';

/**
 * The Postgres record of what was sent. BullMQ delivers at least once and forgets the ids of
 * removed jobs, so this log is what makes a handler safe to run twice, and what tells the team
 * which emails did not arrive.
 */
export interface DeliveryLog {
  /** Claims a send, counting an attempt: a new email, one waiting to be tried again, or a stale claim. */
  claim(
    delivery: DeliveryKey & { recipient: string; projectId: number | null },
    now: Date,
    leaseMs: number,
  ): Promise<DeliveryClaim>;
  /** A send failed for a reason of the mail system: tried again later, with the server's answer. */
  retryLater(delivery: DeliveryKey, error: string, now: Date): Promise<void>;
  /**
   * Emails of the same event not tried yet because an earlier one hit the mail system's trouble:
   * shown as retrying with that answer (no attempt counted) until their turn comes.
   */
  waitBehind(
    deliveries: readonly (DeliveryKey & { recipient: string; projectId: number | null })[],
    error: string,
    now: Date,
  ): Promise<void>;
  finish(delivery: DeliveryKey, outcome: DeliveryOutcome, now: Date): Promise<void>;
  /**
   * How many emails of the same template went, or are going, to the same address in the
   * `withinMs` before this one was first recorded (those recorded before it; skipped ones do
   * not count): what a per-address cap is checked against, the same on every retry.
   */
  countEarlier(delivery: DeliveryKey, withinMs: number): Promise<number>;
  /**
   * Makes the other workers' claims of this template to this address wait until this
   * transaction ends: taken before a claim that is counted, so every count sees the claims
   * made before it.
   */
  lockRecipient(template: EmailTemplate, recipient: string): Promise<void>;
  /** The queue gave up on an event: each of its emails not sent yet is failed, with the reason. */
  giveUp(eventId: string, error: string, now: Date): Promise<number>;
  findById(id: number): Promise<EmailDelivery | null>;
  /** The text a sent email carried, when a copy was kept. */
  copyOf(id: number): Promise<SentEmail | null>;
  /** Newest first. */
  list(view: DeliveryView, limit: number): Promise<EmailDelivery[]>;
  count(view: DeliveryView): Promise<number>;
  /** A failed email (or one still being tried) is to be sent again: it waits as retrying. */
  prepareResend(id: number, now: Date): Promise<void>;
}
