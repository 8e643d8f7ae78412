import { isExpired, parseEventPayload, type DomainEvent } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { ReceivedEvent } from '../ports/event-queue';
import { MailDeliveryError, type Email, type Mailer, type ProjectDetails } from '../ports/mailer';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import { ok, type Result } from '../result';
import type { IssueResetToken } from './issue-reset-token';
import type { IssueTemporaryPassword } from './issue-temporary-password';

export interface DeliveryReport {
  readonly sent: number;
  readonly skipped: number;
  readonly failed: number;
}

/** One email an event calls for; `build` makes it at send time (and any secret in it). */
interface Planned {
  readonly template: Email['template'];
  readonly to: string;
  readonly build: () => Promise<Email | null>;
  /** Once the mail server accepted it. */
  readonly afterSent?: () => Promise<void>;
}

/**
 * Thrown so the queue retries later: the mail system did not take the email (a wrong password,
 * a connection refused, a timeout, a 4xx). Logged at error with the template and the event.
 */
export class MailSystemError extends Error {
  constructor(
    readonly eventId: string,
    readonly template: Email['template'],
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

const CLAIM_LEASE_MS = 60_000;

function details(request: FurnitureRequest): ProjectDetails {
  return {
    projectId: request.id,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    furnitureType: request.furnitureType,
    description: request.description,
    budgetRange: request.budgetRange,
    timeline: request.timeline,
    hasImage: request.imagePath !== null,
  };
}

/**
 * Sends the emails an event calls for, each at most once as far as the delivery log can tell:
 * a crash between the mail server's reply and the log's record is the only way to a duplicate.
 * A recipient refused for good is recorded as failed (for the team's Emails view) and not
 * retried; the mail system's own trouble is recorded as retrying and thrown, and the queue tries
 * again later; when the queue gives up, `giveUp` fails what is left.
 */
export class DeliverEventEmails {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      mailer: Mailer;
      issueTemporaryPassword: IssueTemporaryPassword;
      issueResetToken: IssueResetToken;
      settings: { readonly workshopEmail: string };
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
          : { eventId: received.id, event, emails: await this.plan(tx, event) },
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

  /** The queue gave up on an event (retries spent, or refused): what is left of it is failed. */
  async giveUp(eventId: string, reason: string): Promise<Result<number>> {
    return this.deps.uow.run(async (tx) =>
      ok(await tx.deliveries.giveUp(eventId, reason, this.deps.clock.now())),
    );
  }

  /** Sending one email again: the original event, planned anew, that email only. */
  private async planResend(
    tx: Transaction,
    deliveryId: number,
  ): Promise<{ eventId: string; event: DomainEvent; emails: Planned[] } | null> {
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
    const emails = (await this.plan(tx, original.event)).filter(
      (email) => email.template === delivery.template,
    );
    return { eventId: delivery.eventId, event: original.event, emails };
  }

  private async deliver(
    eventId: string,
    projectId: number | null,
    planned: Planned,
  ): Promise<'sent' | 'skipped' | 'failed'> {
    const key = { eventId, template: planned.template };
    const claim = await this.deps.uow.run(async (tx) =>
      ok(
        await tx.deliveries.claim(
          { ...key, recipient: planned.to, projectId },
          this.deps.clock.now(),
          CLAIM_LEASE_MS,
        ),
      ),
    );
    if (!claim.ok || claim.value === 'done') return 'skipped';
    if (claim.value === 'busy') throw new DeliveryBusyError(eventId, planned.template);

    const email = await planned.build();
    if (!email) {
      await this.finish(key, { status: 'skipped' });
      return 'skipped';
    }
    try {
      await this.deps.mailer.send(email);
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
    await this.finish(key, { status: 'sent' });
    await planned.afterSent?.();
    return 'sent';
  }

  private async finish(
    key: { eventId: string; template: Email['template'] },
    outcome: { status: 'sent' | 'skipped' } | { status: 'failed'; error: string },
  ): Promise<void> {
    await this.deps.uow.run(async (tx) =>
      ok(await tx.deliveries.finish(key, outcome, this.deps.clock.now())),
    );
  }

  private async plan(tx: Transaction, event: DomainEvent): Promise<Planned[]> {
    const workshop = this.deps.settings.workshopEmail;
    switch (event.type) {
      case 'AccountCreated': {
        // The account's address as it is now: "Send again" after a fix reaches the right one.
        const to = (await tx.users.findById(event.userId))?.email ?? event.email;
        return [
          {
            template: 'credentials',
            to,
            build: async () => {
              const issued = await this.deps.issueTemporaryPassword.execute(event.userId);
              if (!issued.ok) return null;
              const { temporaryPassword, expiresAt } = issued.value;
              return { template: 'credentials', to, data: { temporaryPassword, expiresAt } };
            },
          },
        ];
      }
      case 'PasswordResetRequested': {
        // Recorded for any address (ForgotPassword): only an account gets an email.
        const user = await tx.users.findByEmail(event.email);
        if (!user) return [];
        return [
          {
            template: 'password-reset',
            to: user.email,
            build: async () => {
              const issued = await this.deps.issueResetToken.execute(user.id);
              if (!issued.ok) return null;
              const { token, expiresAt } = issued.value;
              return { template: 'password-reset', to: user.email, data: { token, expiresAt } };
            },
          },
        ];
      }
      case 'PasswordChanged':
        return [fixed({ template: 'password-changed', to: event.email, data: {} })];
      case 'ProjectDeleted': {
        // The project is gone: the account's address, and what the event kept of it.
        const to = (await tx.users.findById(event.customerId))?.email;
        if (!to) return [];
        const { requestId: projectId, fullName, summary } = event;
        return [fixed({ template: 'project-deleted', to, data: { projectId, fullName, summary } })];
      }
      // No email of their own: a resend is planned from its original event, maintenance is
      // another job's, an edit is recorded for the team's activity log only. A guessed
      // account's warning has no template yet: the worker takes the event and sends nothing.
      case 'EmailResendRequested':
      case 'MaintenanceDue':
      case 'RequestEdited':
      case 'SignInAttemptsSurged':
        return [];
      default:
        return this.planForProject(tx, event, workshop);
    }
  }

  private async planForProject(
    tx: Transaction,
    event: Extract<
      DomainEvent,
      {
        type:
          | 'RequestSubmitted'
          | 'QuoteProvided'
          | 'QuoteApproved'
          | 'QuoteChangesRequested'
          | 'QuoteDeclined'
          | 'QuoteViewed'
          | 'QuoteReminderDue'
          | 'ProjectCompleted'
          | 'ProgressPosted'
          | 'MessagePosted'
          | 'MessageDigestDue';
      }
    >,
    workshop: string,
  ): Promise<Planned[]> {
    // A project deleted before its email went out has nobody left to tell.
    const request = await tx.requests.findById(event.requestId);
    if (!request) return [];
    const project = details(request);
    // The customer is written to at their account's address, never the project's editable
    // `email` (a customer could point the workshop's mail at someone else).
    const customer = (await tx.users.findById(request.customerId))?.email ?? null;
    switch (event.type) {
      case 'RequestSubmitted':
        return [
          ...(customer
            ? [fixed({ template: 'request-confirmation', to: customer, data: project })]
            : []),
          fixed({ template: 'new-request-alert', to: workshop, data: project }),
        ];
      case 'QuoteProvided': {
        const quote = await tx.quotes.current(request.id);
        if (!customer || !quote) return [];
        return [
          fixed({
            template: 'quote-ready',
            to: customer,
            data: {
              ...project,
              quoteAmount: quote.amount,
              quoteNotes: quote.notes,
              quotedBy: quote.quotedBy,
              quoteVersion: quote.version,
              validUntil: quote.validUntil,
            },
          }),
        ];
      }
      case 'QuoteReminderDue': {
        // Only a version still waiting for its answer, and still valid, is reminded of.
        const quote = await tx.quotes.current(request.id);
        const waiting =
          request.status === 'quoted' &&
          quote?.version === event.quoteVersion &&
          quote.changesRequestedAt === null &&
          !isExpired(quote.validUntil, this.deps.clock.now());
        if (!customer || !quote || !waiting) return [];
        return [
          fixed({
            template: 'quote-reminder',
            to: customer,
            data: {
              ...project,
              quoteAmount: quote.amount,
              quoteVersion: quote.version,
              validUntil: quote.validUntil,
            },
          }),
        ];
      }
      case 'QuoteViewed': {
        const quote = (await tx.quotes.listByRequest(request.id)).find(
          (q) => q.version === event.quoteVersion,
        );
        if (!quote?.viewedAt) return [];
        return [
          fixed({
            template: 'quote-viewed',
            to: workshop,
            data: { ...project, quoteVersion: quote.version, viewedAt: quote.viewedAt },
          }),
        ];
      }
      case 'QuoteChangesRequested': {
        const message = (await tx.messages.listByProject(request.id)).find(
          (m) => m.id === event.messageId,
        );
        if (!message) return [];
        return [
          fixed({
            template: 'quote-changes-requested',
            to: workshop,
            data: { ...project, quoteVersion: event.quoteVersion, message: message.message },
          }),
        ];
      }
      case 'QuoteDeclined': {
        const quote = (await tx.quotes.listByRequest(request.id)).find(
          (q) => q.version === event.quoteVersion,
        );
        if (!quote?.declineReason) return [];
        return [
          fixed({
            template: 'quote-declined',
            to: workshop,
            data: { ...project, quoteVersion: quote.version, reason: quote.declineReason },
          }),
        ];
      }
      case 'QuoteApproved':
        return [
          fixed({
            template: 'quote-approved',
            to: workshop,
            data: { ...project, quoteAmount: request.quoteAmount },
          }),
        ];
      case 'ProjectCompleted':
        return customer
          ? [fixed({ template: 'project-completed', to: customer, data: project })]
          : [];
      case 'ProgressPosted': {
        // An update deleted since (with its project) has nobody left to tell.
        const update = (await tx.progress.listByProject(request.id)).find(
          (entry) => entry.id === event.updateId,
        );
        if (!customer || !update) return [];
        const first = update.photos[0];
        return [
          fixed({
            template: 'progress-posted',
            to: customer,
            data: {
              ...project,
              milestone: update.milestone,
              note: update.note,
              photoCount: update.photos.length,
              thumbnail: first
                ? { path: first.thumbnailPath, alt: `Workshop photo: ${update.milestone}` }
                : null,
            },
          }),
        ];
      }
      case 'MessagePosted': {
        // The customer's messages reach the team through the digest (MessageDigestDue).
        if (event.senderType !== 'admin' || !customer) return [];
        const message = (await tx.messages.listByProject(request.id)).find(
          (m) => m.id === event.messageId,
        );
        if (!message) return [];
        return [
          fixed({
            template: 'new-message',
            to: customer,
            data: {
              ...project,
              senderName: message.senderName,
              message: message.message,
              audience: 'customer',
              attachmentNames: message.attachments.map((attachment) => attachment.name),
            },
          }),
        ];
      }
      case 'MessageDigestDue': {
        const awaiting = await tx.messages.listAwaitingTeam(request.id);
        if (awaiting.length === 0) return [];
        const messages = awaiting.map(({ senderName, message, sentAt, attachments }) => ({
          senderName,
          message,
          sentAt,
          attachmentNames: attachments.map((attachment) => attachment.name),
        }));
        return [
          {
            ...fixed({ template: 'message-digest', to: workshop, data: { ...project, messages } }),
            afterSent: () =>
              this.deps.uow
                .run(async (after) =>
                  ok(
                    await after.messages.markTeamAlerted(
                      awaiting.map((message) => message.id),
                      this.deps.clock.now(),
                    ),
                  ),
                )
                .then(() => undefined),
          },
        ];
      }
    }
  }
}

/** The project an event is about, for the Emails view. */
function projectOf(event: DomainEvent | undefined): number | null {
  return event && 'requestId' in event ? event.requestId : null;
}

function fixed(email: Email): Planned {
  return { template: email.template, to: email.to, build: async () => email };
}
