import type { DomainEvent } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { PublishedEvent } from '../ports/event-queue';
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
}

/** Thrown so the queue retries later: another worker is sending this very email right now. */
export class DeliveryBusyError extends Error {
  constructor(eventId: string, template: string) {
    super(`${template} for event ${eventId} is being sent by another worker`);
    this.name = 'DeliveryBusyError';
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
 * A permanent refusal is recorded as failed (flagged for the team) and not retried; anything
 * else throws, and the queue tries again later.
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

  async execute(published: PublishedEvent): Promise<Result<DeliveryReport>> {
    const plan = await this.deps.uow.run(async (tx) => ok(await this.plan(tx, published.event)));
    if (!plan.ok) return plan;
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    for (const planned of plan.value) {
      const outcome = await this.deliver(published.id, planned);
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'failed') failed += 1;
      else skipped += 1;
    }
    return ok({ sent, skipped, failed });
  }

  private async deliver(eventId: string, planned: Planned): Promise<'sent' | 'skipped' | 'failed'> {
    const key = { eventId, template: planned.template };
    const claim = await this.deps.uow.run(async (tx) =>
      ok(
        await tx.deliveries.claim(
          { ...key, recipient: planned.to },
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
      if (error instanceof MailDeliveryError && error.permanent) {
        await this.finish(key, { status: 'failed', error: error.message });
        return 'failed';
      }
      await this.deps.uow.run(async (tx) => ok(await tx.deliveries.release(key)));
      throw error;
    }
    await this.finish(key, { status: 'sent' });
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
      case 'AccountCreated':
        return [
          {
            template: 'credentials',
            to: event.email,
            build: async () => {
              const issued = await this.deps.issueTemporaryPassword.execute(event.userId);
              if (!issued.ok) return null;
              const { temporaryPassword, expiresAt } = issued.value;
              return {
                template: 'credentials',
                to: event.email,
                data: { temporaryPassword, expiresAt },
              };
            },
          },
        ];
      case 'PasswordResetRequested':
        return [
          {
            template: 'password-reset',
            to: event.email,
            build: async () => {
              const issued = await this.deps.issueResetToken.execute(event.userId);
              if (!issued.ok) return null;
              const { token, expiresAt } = issued.value;
              return { template: 'password-reset', to: event.email, data: { token, expiresAt } };
            },
          },
        ];
      case 'PasswordChanged':
        return [fixed({ template: 'password-changed', to: event.email, data: {} })];
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
          | 'ProjectCompleted'
          | 'MessagePosted';
      }
    >,
    workshop: string,
  ): Promise<Planned[]> {
    // A project deleted before its email went out has nobody left to tell.
    const request = await tx.requests.findById(event.requestId);
    if (!request) return [];
    const project = details(request);
    switch (event.type) {
      case 'RequestSubmitted':
        return [
          fixed({ template: 'request-confirmation', to: request.email, data: project }),
          fixed({ template: 'new-request-alert', to: workshop, data: project }),
        ];
      case 'QuoteProvided':
        if (request.quoteAmount === null || request.quotedBy === null) return [];
        return [
          fixed({
            template: 'quote-ready',
            to: request.email,
            data: {
              ...project,
              quoteAmount: request.quoteAmount,
              quoteNotes: request.quoteNotes,
              quotedBy: request.quotedBy,
            },
          }),
        ];
      case 'QuoteApproved':
        return [
          fixed({
            template: 'quote-approved',
            to: workshop,
            data: { ...project, quoteAmount: request.quoteAmount },
          }),
        ];
      case 'ProjectCompleted':
        return [fixed({ template: 'project-completed', to: request.email, data: project })];
      case 'MessagePosted': {
        const message = (await tx.messages.listByProject(request.id)).find(
          (m) => m.id === event.messageId,
        );
        if (!message) return [];
        const toCustomer = event.senderType === 'admin';
        return [
          fixed({
            template: 'new-message',
            to: toCustomer ? request.email : workshop,
            data: {
              ...project,
              senderName: message.senderName,
              message: message.message,
              audience: toCustomer ? 'customer' : 'admin',
            },
          }),
        ];
      }
    }
  }
}

function fixed(email: Email): Planned {
  return { template: email.template, to: email.to, build: async () => email };
}
