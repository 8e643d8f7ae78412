import { parseEventPayload, type DomainEvent } from '@workshop/domain';
import { planEmails, type PlannedEmail } from '../notification-list';
import type { PlanContext } from '../notifications/notification';
import { loadProject, type ProjectContext } from '../notifications/project';
import type { Clock } from '../ports/clock';
import type { DeliveryOutcome } from '../ports/delivery-log';
import type { ReceivedEvent } from '../ports/event-queue';
import {
  MailDeliveryError,
  type EmailTemplate,
  type Mailer,
  type SentEmail,
} from '../ports/mailer';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';
import type { IssueResetToken } from './issue-reset-token';
import type { IssueStaffInvitation } from './issue-staff-invitation';
import type { IssueTemporaryPassword } from './issue-temporary-password';

export interface DeliveryReport {
  readonly sent: number;
  readonly skipped: number;
  readonly failed: number;
}

/**
 * Thrown so the queue retries later: the mail system did not take the email (a wrong password,
 * a connection refused, a timeout, a 4xx). Logged at error with the template and the event.
 */
export class MailSystemError extends Error {
  constructor(
    readonly eventId: string,
    readonly template: EmailTemplate,
    readonly reason: string,
  ) {
    super(`${template} for event ${eventId} not sent: ${reason}`);
    this.name = 'MailSystemError';
  }
}

/** Thrown so the queue retries later: another worker is sending this very email right now. */
export class DeliveryBusyError extends Error {
  constructor(eventId: string, template: string) {
    super(`${template} for event ${eventId} is being sent by another worker`);
    this.name = 'DeliveryBusyError';
  }
}

/**
 * Thrown so the queue tries again later, where a release that understands the event may take
 * it: this one cannot read it (a type or version from a newer release, or a damaged payload).
 */
export class UnreadableEventError extends Error {
  constructor(
    readonly eventId: string,
    readonly reason: string,
  ) {
    super(`Event ${eventId} set aside: ${reason}`);
    this.name = 'UnreadableEventError';
  }
}

/** How long a claim holds before another worker may take the email over (a crashed sender). */
export const DEFAULT_CLAIM_LEASE_MS = 60_000;

/**
 * The delivery protocol, the same for every email of the catalogue (notification-list.ts):
 * claim, send, retry, give up. Each email goes at most once as far as the delivery log can
 * tell: a crash between the mail server's reply and the log's record is the only way to a
 * duplicate. A recipient refused for good is recorded as failed (for the team's Emails view)
 * and not retried; the mail system's own trouble is recorded as retrying and thrown, and the
 * queue tries again later; when the queue gives up, `giveUp` fails what is left.
 */
export class DeliverEventEmails {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      mailer: Mailer;
      issueTemporaryPassword: IssueTemporaryPassword;
      issueResetToken: IssueResetToken;
      issueStaffInvitation: IssueStaffInvitation;
      settings: { readonly workshopEmail: string; readonly claimLeaseMs?: number };
    },
  ) {}

  async execute(received: ReceivedEvent): Promise<Result<DeliveryReport>> {
    const read = parseEventPayload(received.event);
    if (!read.ok) throw new UnreadableEventError(received.id, read.reason);
    const event = read.event;
    const planned = await this.deps.uow.run(async (tx) =>
      ok(
        event.type === 'EmailResendRequested'
          ? await this.planResend(tx, event.deliveryId)
          : { eventId: received.id, event, emails: await this.plan(tx, received.id, event) },
      ),
    );
    if (!planned.ok) return planned;
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    const eventId = planned.value?.eventId ?? received.id;
    const projectId = projectOf(planned.value?.event);
    const emails = planned.value?.emails ?? [];
    for (const [index, email] of emails.entries()) {
      let outcome: 'sent' | 'skipped' | 'failed';
      try {
        outcome = await this.deliver(eventId, projectId, email);
      } catch (error) {
        // The rest of the event waits for the same retry: the team sees them delayed too.
        if (error instanceof MailSystemError) {
          const behind = emails.slice(index + 1).map((next) => ({
            eventId,
            template: next.template,
            recipient: next.to,
            projectId,
          }));
          await this.deps.uow.run(async (tx) =>
            ok(await tx.deliveries.waitBehind(behind, error.reason, this.deps.clock.now())),
          );
        }
        throw error;
      }
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'failed') failed += 1;
      else skipped += 1;
    }
    return ok({ sent, skipped, failed });
  }

  /**
   * The queue gave up on an event (retries spent, or refused): what is left of it is failed,
   * and the event is done with.
   */
  async giveUp(eventId: string, reason: string): Promise<Result<number>> {
    return this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      const failed = await tx.deliveries.giveUp(eventId, reason, now);
      await tx.relay.markHandled([eventId], now);
      return ok(failed);
    });
  }

  /**
   * The worker is done with an event (its emails sent, skipped or failed for good, or it was
   * another job's): recorded on the outbox row, so a queue that lives in its process (local
   * mode) knows at its next start which events it still owes.
   */
  async done(eventId: string): Promise<Result<void>> {
    return this.deps.uow.run(async (tx) =>
      ok(await tx.relay.markHandled([eventId], this.deps.clock.now())),
    );
  }

  /**
   * Sending one email again: the original event, planned anew, that email only. Its secret is
   * the original event's: a credentials email sent again carries the same temporary password.
   */
  private async planResend(
    tx: Transaction,
    deliveryId: number,
  ): Promise<{ eventId: string; event: DomainEvent; emails: PlannedEmail[] } | null> {
    const delivery = await tx.deliveries.findById(deliveryId);
    if (!delivery || delivery.status !== 'retrying') return null;
    const original = parseEventPayload(await tx.outbox.find(delivery.eventId));
    if (!original.ok) {
      await tx.deliveries.finish(
        delivery,
        { status: 'failed', error: `Cannot send again: ${original.reason}` },
        this.deps.clock.now(),
      );
      return null;
    }
    const emails = await this.plan(tx, delivery.eventId, original.event, delivery.template);
    return { eventId: delivery.eventId, event: original.event, emails };
  }

  private plan(
    tx: Transaction,
    eventId: string,
    event: DomainEvent,
    only?: EmailTemplate,
  ): Promise<PlannedEmail[]> {
    // An event's emails often show the same project: it is read once.
    const projects = new Map<number, Promise<ProjectContext | null>>();
    const context: PlanContext = {
      tx,
      eventId,
      now: this.deps.clock.now(),
      workshopEmail: this.deps.settings.workshopEmail,
      project: (requestId) => {
        const loaded = projects.get(requestId) ?? loadProject(tx, requestId);
        projects.set(requestId, loaded);
        return loaded;
      },
      issueTemporaryPassword: this.deps.issueTemporaryPassword,
      issueResetToken: this.deps.issueResetToken,
      issueStaffInvitation: this.deps.issueStaffInvitation,
    };
    return planEmails(event, context, only);
  }

  private async deliver(
    eventId: string,
    projectId: number | null,
    planned: PlannedEmail,
  ): Promise<'sent' | 'skipped' | 'failed'> {
    const key = { eventId, template: planned.template };
    const cap = planned.perRecipient;
    const claim = await this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      // Claims of a capped email to one address take turns, so each count is exact.
      if (cap) await tx.deliveries.lockRecipient(planned.template, planned.to);
      const claimed = await tx.deliveries.claim(
        { ...key, recipient: planned.to, projectId },
        now,
        this.deps.settings.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS,
      );
      if (claimed !== 'claimed' || !cap) return ok(claimed);
      if ((await tx.deliveries.countEarlier(key, cap.withinMs)) < cap.emails) return ok(claimed);
      const minutes = Math.round(cap.withinMs / 60_000);
      const error = `Held back: ${cap.emails} went to this address in the ${minutes} minutes before`;
      await tx.deliveries.finish(key, { status: 'skipped', error }, now);
      return ok('capped' as const);
    });
    if (!claim.ok || claim.value === 'done' || claim.value === 'capped') return 'skipped';
    if (claim.value === 'busy') throw new DeliveryBusyError(eventId, planned.template);

    const email = await planned.build();
    if (!email) {
      await this.finish(key, { status: 'skipped' });
      return 'skipped';
    }
    let sent: SentEmail;
    try {
      sent = await this.deps.mailer.send(email);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MailDeliveryError && error.permanent) {
        await this.finish(key, { status: 'failed', error: reason });
        return 'failed';
      }
      await this.deps.uow.run(async (tx) =>
        ok(await tx.deliveries.retryLater(key, reason, this.deps.clock.now())),
      );
      throw new MailSystemError(eventId, planned.template, reason);
    }
    await this.finish(key, { status: 'sent', ...(planned.keepsCopy ? { copy: sent } : {}) });
    const { afterSent } = planned;
    if (afterSent) {
      await this.deps.uow.run(async (tx) => ok(await afterSent(tx, this.deps.clock.now())));
    }
    return 'sent';
  }

  private async finish(
    key: { eventId: string; template: EmailTemplate },
    outcome: DeliveryOutcome,
  ): Promise<void> {
    await this.deps.uow.run(async (tx) =>
      ok(await tx.deliveries.finish(key, outcome, this.deps.clock.now())),
    );
  }
}

/** The project an event is about, for the Emails view. */
function projectOf(event: DomainEvent | undefined): number | null {
  return event && 'requestId' in event ? event.requestId : null;
}
