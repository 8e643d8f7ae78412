import {
  defaultValidUntil,
  DOMAIN_EVENT_TYPES,
  toPayload,
  type DomainEvent,
  type DomainEventType,
} from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import {
  DeliverEventEmails,
  DeliveryBusyError,
  MailSystemError,
  UnreadableEventError,
  RelayOutbox,
  ok,
  type EmailTemplate,
  type FurnitureRequest,
  type ProjectDetails,
  type PublishedEvent,
  type User,
} from '../src';
import { IssueResetToken } from '../src/use-cases/issue-reset-token';
import { IssueStaffInvitation } from '../src/use-cases/issue-staff-invitation';
import { IssueTemporaryPassword } from '../src/use-cases/issue-temporary-password';
import { ResetPassword } from '../src/use-cases/reset-password';
import { SignIn } from '../src/use-cases/sign-in';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { FakeDeliveryLog } from './fakes';
import {
  HOUR_MS,
  NOBODY,
  WORKSHOP_EMAIL,
  createWorld,
  expectError,
  expectOk,
  type World,
} from './world';

const DAY_MS = 24 * HOUR_MS;
/** The use case's claim lease: a claim younger than this belongs to a live worker. */
const LEASE_MS = 60_000;

function setup() {
  const world = createWorld();
  const deliver = new DeliverEventEmails({
    uow: world.uow,
    clock: world.clock,
    mailer: world.mailer,
    issueTemporaryPassword: new IssueTemporaryPassword(world.deps),
    issueResetToken: new IssueResetToken(world.deps),
    issueStaffInvitation: new IssueStaffInvitation(world.deps),
    settings: { workshopEmail: WORKSHOP_EMAIL },
  });
  const log = new FakeDeliveryLog(world.store);
  let events = 0;
  /** The event as the worker gets it from the queue. */
  const published = (event: DomainEvent): PublishedEvent => {
    events += 1;
    return {
      id: `event-${events}`,
      occurredAt: world.clock.now().toISOString(),
      event: toPayload(event),
    };
  };
  return { world, deliver, log, published };
}

/** A new account, as SubmitRequest leaves it: no password yet. */
const newAccount = (world: World) =>
  world.seedCustomer({ email: 'ada@example.com', password: null, needsPasswordChange: true });

async function project(world: World, fields: Partial<FurnitureRequest> = {}) {
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const request = await world.seedRequest(ada, {
    phone: '+44 20 7946 0000',
    description: 'A walnut dining table for eight',
    imagePath: 'f3a9c1.png',
    imageOriginalName: 'sketch.png',
    ...fields,
  });
  return { ada, request };
}

const detailsOf = (request: FurnitureRequest, email = request.email): ProjectDetails => ({
  projectId: request.id,
  fullName: 'Ada Carpenter',
  email,
  phone: '+44 20 7946 0000',
  furnitureType: 'table',
  description: 'A walnut dining table for eight',
  budgetRange: '1000-2500',
  timeline: 'flexible',
  hasImage: true,
});

describe('DeliverEventEmails: an event this release cannot read', () => {
  it('throws so the queue tries again later, and sends nothing', async () => {
    const { world, deliver } = setup();
    const received = {
      id: 'event-from-v3',
      occurredAt: world.clock.now().toISOString(),
      event: { type: 'QuoteProvided', version: 3, requestId: 1 },
    };
    const refusal = await deliver.execute(received).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UnreadableEventError);
    expect(refusal).toMatchObject({
      eventId: 'event-from-v3',
      reason: 'unknown version 3 of QuoteProvided',
    });
    expect(world.mailer.sent).toEqual([]);
  });
});

describe('DeliverEventEmails: the email each event calls for', () => {
  it('AccountCreated: credentials to the account, with a temporary password that signs in', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await newAccount(world);
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });

    const report = expectOk(await deliver.execute(event));

    expect(report).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const expiresAt = new Date(world.clock.now().getTime() + 7 * DAY_MS);
    expect(world.mailer.sent).toEqual([
      {
        template: 'credentials',
        to: 'ada@example.com',
        data: { temporaryPassword: 'Temp-1-password', expiresAt },
      },
    ]);
    // Only the hash is stored, and the secret is nowhere in the database.
    expect(world.user(ada.id)).toMatchObject({
      passwordHash: 'argon2:Temp-1-password',
      needsPasswordChange: true,
      temporaryPasswordExpiresAt: expiresAt,
    });
    expect(JSON.stringify(world.store.tables)).not.toMatch(/"Temp-1-password"/);
    expect(log.find(event.id, 'credentials')).toEqual({
      id: 1,
      eventId: event.id,
      template: 'credentials',
      recipient: 'ada@example.com',
      projectId: null,
      status: 'sent',
      attempts: 1,
      lastError: null,
      claimedAt: world.clock.now(),
      createdAt: world.clock.now(),
      updatedAt: world.clock.now(),
      sentAt: world.clock.now(),
    });

    const signedIn = expectOk(
      await new SignIn(world.deps).execute({
        email: 'ada@example.com',
        password: 'Temp-1-password',
      }),
    );
    expect(signedIn.needsPasswordChange).toBe(true);
  });

  it("RequestSubmitted: a confirmation with the project details to the account's email, and an alert to the workshop", async () => {
    const { world, deliver, published } = setup();
    const { ada, request } = await project(world, { email: 'ada.workshop-orders@example.com' });
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 2, skipped: 0, failed: 0 });

    // The details show the project's contact email; the email itself goes to the account.
    const details = detailsOf(request, 'ada.workshop-orders@example.com');
    expect(world.mailer.sent).toEqual([
      { template: 'request-confirmation', to: 'ada@example.com', data: details },
      { template: 'new-request-alert', to: WORKSHOP_EMAIL, data: details },
    ]);
  });

  it('says when a project has no image, and passes missing details on as null', async () => {
    const { world, deliver, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const request = await world.seedRequest(ada, {
      furnitureType: null,
      description: null,
      budgetRange: null,
      timeline: null,
    });
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });
    expectOk(await deliver.execute(event));
    expect(world.mailer.sent[0]?.data).toEqual({
      projectId: request.id,
      fullName: 'Ada Carpenter',
      email: 'ada@example.com',
      phone: null,
      furnitureType: null,
      description: null,
      budgetRange: null,
      timeline: null,
      hasImage: false,
    });
  });

  it('QuoteProvided: the quote to the customer, with amount, notes and who quoted', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world, {
      status: 'quoted',
      quoteAmount: '1850.00',
      quoteNotes: 'Solid walnut, oil finish, eight weeks.',
      quotedBy: 'Ben',
      quotedAt: world.clock.now(),
    });

    const report = expectOk(
      await deliver.execute(published({ type: 'QuoteProvided', requestId: request.id, by: null })),
    );

    expect(report).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(world.mailer.sent).toEqual([
      {
        template: 'quote-ready',
        to: 'ada@example.com',
        data: {
          ...detailsOf(request),
          quoteAmount: '1850.00',
          firm: false,
          quoteNotes: 'Solid walnut, oil finish, eight weeks.',
          quotedBy: 'Ben',
          quoteVersion: 1,
          validUntil: defaultValidUntil(world.clock.now()),
        },
      },
    ]);
  });

  it('QuoteApproved: to the workshop, with the amount', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world, {
      status: 'in_progress',
      quoteAmount: '1850.00',
      quotedBy: 'Ben',
      quoteApproved: true,
      quoteApprovedAt: world.clock.now(),
    });

    expectOk(await deliver.execute(published({ type: 'QuoteApproved', requestId: request.id })));

    expect(world.mailer.sent).toEqual([
      {
        template: 'quote-approved',
        to: WORKSHOP_EMAIL,
        data: { ...detailsOf(request), quoteAmount: '1850.00', signedCopy: null },
      },
    ]);
  });

  it('ProjectCompleted: to the customer', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world, { status: 'completed' });

    expectOk(
      await deliver.execute(
        published({ type: 'ProjectCompleted', requestId: request.id, by: null }),
      ),
    );

    expect(world.mailer.sent).toEqual([
      {
        template: 'project-completed',
        to: 'ada@example.com',
        data: { ...detailsOf(request), completionNote: null },
      },
    ]);
  });

  it('ProjectDeleted: to the account, with what the event kept (the project is gone)', async () => {
    const { world, deliver, published } = setup();
    const { ada } = await project(world);
    const event = {
      type: 'ProjectDeleted',
      requestId: 77,
      customerId: ada.id,
      fullName: 'Ada Lovelace',
      summary: 'Custom Table - modern Style',
      by: null,
    } as const;

    expectOk(await deliver.execute(published(event)));

    expect(world.mailer.sent).toEqual([
      {
        template: 'project-deleted',
        to: 'ada@example.com',
        data: { projectId: 77, fullName: 'Ada Lovelace', summary: 'Custom Table - modern Style' },
      },
    ]);
  });

  it('MessagePosted by the workshop: to the customer, with the message', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world);
    await world.seedMessage(request.id, 'customer', 'Can it seat ten?');
    const message = await world.seedMessage(request.id, 'admin', 'The top is glued up.', [
      { name: 'top.jpg', contentType: 'image/jpeg', size: 900, storageKey: 'attachment-1.jpg' },
      {
        name: 'plan.pdf',
        contentType: 'application/pdf',
        size: 500,
        storageKey: 'attachment-2.pdf',
      },
    ]);

    const report = expectOk(
      await deliver.execute(
        published({
          type: 'MessagePosted',
          requestId: request.id,
          messageId: message.id,
          senderType: 'admin',
          by: null,
        }),
      ),
    );

    expect(report).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(world.mailer.sent).toEqual([
      {
        template: 'new-message',
        to: 'ada@example.com',
        data: {
          ...detailsOf(request),
          senderName: 'Ben',
          message: 'The top is glued up.',
          audience: 'customer',
          // Named, not attached: the files stay behind the sign-in.
          attachmentNames: ['top.jpg', 'plan.pdf'],
        },
      },
    ]);
  });

  it('MessagePosted by the customer: nothing at once, the digest tells the team', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world);
    const message = await world.seedMessage(request.id, 'customer', 'Can it seat ten?');

    expectOk(
      await deliver.execute(
        published({
          type: 'MessagePosted',
          requestId: request.id,
          messageId: message.id,
          senderType: 'customer',
          by: null,
        }),
      ),
    );

    expect(world.mailer.sent).toEqual([]);
  });

  it('MessageDigestDue: one email to the team with every customer message it has not seen', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world);
    const first = await world.seedMessage(request.id, 'customer', 'Can it seat ten?');
    world.clock.advance(60_000);
    const second = await world.seedMessage(request.id, 'customer', 'Or twelve, with leaves?', [
      { name: 'room.png', contentType: 'image/png', size: 700, storageKey: 'attachment-3.png' },
    ]);
    await world.seedMessage(request.id, 'admin', 'The top is glued up.');
    const digest = () => published({ type: 'MessageDigestDue', requestId: request.id });

    expect(expectOk(await deliver.execute(digest()))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(world.mailer.sent).toEqual([
      {
        template: 'message-digest',
        to: WORKSHOP_EMAIL,
        data: {
          ...detailsOf(request),
          messages: [
            {
              senderName: 'Ada',
              message: 'Can it seat ten?',
              sentAt: first.sentAt,
              attachmentNames: [],
            },
            {
              senderName: 'Ada',
              message: 'Or twelve, with leaves?',
              sentAt: second.sentAt,
              attachmentNames: ['room.png'],
            },
          ],
        },
      },
    ]);
    // Told once: the next digest has nothing to say until the customer writes again.
    expect(expectOk(await deliver.execute(digest()))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const third = await world.seedMessage(request.id, 'customer', 'Walnut, please.');
    expectOk(await deliver.execute(digest()));
    expect(world.mailer.sent.at(-1)?.data).toMatchObject({
      messages: [{ message: 'Walnut, please.', sentAt: third.sentAt }],
    });
  });

  it('MessageDigestDue: nothing for messages the team has read already', async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world);
    await world.seedMessage(request.id, 'customer', 'Can it seat ten?');
    world.store.tables.messages = world.store.tables.messages.map((m) => ({
      ...m,
      readByAdmin: true,
    }));
    expectOk(await deliver.execute(published({ type: 'MessageDigestDue', requestId: request.id })));
    expect(world.mailer.sent).toEqual([]);
  });

  it("writes to the account's address, not the editable email on the project", async () => {
    const { world, deliver, published } = setup();
    const { request } = await project(world, {
      email: 'someone-else@example.com',
      quoteAmount: '900.00',
      quotedBy: 'Ben',
    });
    expectOk(
      await deliver.execute(published({ type: 'QuoteProvided', requestId: request.id, by: null })),
    );
    expectOk(
      await deliver.execute(
        published({ type: 'ProjectCompleted', requestId: request.id, by: null }),
      ),
    );
    expect(world.mailer.sent.map((email) => email.to)).toEqual([
      'ada@example.com',
      'ada@example.com',
    ]);
  });

  it('PasswordResetRequested: a reset token that works once', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com', password: 'Forgotten-1' });
    const event = published({ type: 'PasswordResetRequested', email: ada.email });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 0 });

    expect(world.mailer.sent).toEqual([
      {
        template: 'password-reset',
        to: 'ada@example.com',
        data: { token: 'token-1', expiresAt: new Date(world.clock.now().getTime() + HOUR_MS) },
      },
    ]);
    expect(world.user(ada.id)?.resetTokenHash).toBe('digest(token-1)');
    expect(JSON.stringify(world.store.tables)).not.toMatch(/"token-1"/);
    expect(log.find(event.id, 'password-reset')?.status).toBe('sent');

    const reset = new ResetPassword(world.deps);
    expectOk(await reset.execute({ token: 'token-1', newPassword: 'Cherry-Wood-7' }));
    expectError(
      await reset.execute({ token: 'token-1', newPassword: 'Cherry-Wood-8' }),
      'validation',
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expectOk(
      await new SignIn(world.deps).execute({ email: 'ada@example.com', password: 'Cherry-Wood-7' }),
    );
  });

  it('PasswordResetRequested: nothing for an address without an account', async () => {
    const { world, deliver, published } = setup();
    const report = expectOk(
      await deliver.execute(published({ type: 'PasswordResetRequested', email: 'no@example.com' })),
    );
    expect(report).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(world.mailer.sent).toEqual([]);
  });

  it('PasswordChanged: a notice to the account', async () => {
    const { world, deliver, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });

    expectOk(
      await deliver.execute(
        published({ type: 'PasswordChanged', userId: ada.id, email: 'ada@example.com' }),
      ),
    );

    expect(world.mailer.sent).toEqual([
      { template: 'password-changed', to: 'ada@example.com', data: {} },
    ]);
  });

  it('sends something for every event type there is', async () => {
    const expected: Record<DomainEventType, [EmailTemplate, string][]> = {
      AccountCreated: [['credentials', 'new@example.com']],
      RequestSubmitted: [
        ['request-confirmation', 'ada@example.com'],
        ['new-request-alert', WORKSHOP_EMAIL],
      ],
      QuoteProvided: [['quote-ready', 'ada@example.com']],
      QuoteApproved: [['quote-approved', WORKSHOP_EMAIL]],
      QuoteChangesRequested: [['quote-changes-requested', WORKSHOP_EMAIL]],
      QuoteDeclined: [['quote-declined', WORKSHOP_EMAIL]],
      QuoteViewed: [['quote-viewed', WORKSHOP_EMAIL]],
      QuoteReminderDue: [['quote-reminder', 'ada@example.com']],
      ProjectCompleted: [['project-completed', 'ada@example.com']],
      ProjectDeleted: [['project-deleted', 'ada@example.com']],
      ProgressPosted: [['progress-posted', 'ada@example.com']],
      MessagePosted: [['new-message', 'ada@example.com']],
      PasswordResetRequested: [['password-reset', 'ada@example.com']],
      PasswordChanged: [['password-changed', 'ada@example.com']],
      MessageDigestDue: [['message-digest', WORKSHOP_EMAIL]],
      SignInAttemptsSurged: [['sign-in-warning', 'ada@example.com']],
      StaffInvited: [['staff-invitation', 'sam@example.com']],
      // No email of their own (a resend is tested below; maintenance is another job; an
      // edit is for the activity log).
      RequestEdited: [],
      AdminNotesUpdated: [],
      QuoteDrawingsAttached: [],
      ProgressEdited: [],
      ProgressDeleted: [],
      EmailResendRequested: [],
      MaintenanceDue: [],
      // Only a completed project is asked for its review (this one is quoted): see its own
      // tests in review-request.test.ts.
      ReviewRequestDue: [],
      // This project has no invoice nor payment: their emails are tested in payments.test.ts.
      InvoiceIssued: [],
      DepositReminderDue: [],
      PaymentRecorded: [],
      // A voided payment is for the activity log.
      PaymentVoided: [],
    };
    for (const type of DOMAIN_EVENT_TYPES) {
      const { world, deliver, published } = setup();
      const fresh = await world.seedCustomer({
        email: 'new@example.com',
        password: null,
        needsPasswordChange: true,
      });
      const { ada, request } = await project(world, {
        status: 'quoted',
        quoteAmount: '900.00',
        quotedBy: 'Ben',
      });
      const message = await world.seedMessage(request.id, 'admin');
      await world.seedMessage(request.id, 'customer');
      // The customer opened version 1 and gave a reason to decline it.
      await world.uow.run(async (tx) => {
        await tx.quotes.markViewed(request.id, 1, world.clock.now());
        await tx.quotes.markDeclined(request.id, 1, 'Over our budget', world.clock.now());
        return ok(undefined);
      });
      const posted = expectOk(
        await world.uow.run(async (tx) =>
          ok(
            await tx.progress.create(
              {
                projectId: request.id,
                kind: 'update',
                authorName: null,
                milestone: 'Assembly',
                note: null,
                photos: [],
              },
              world.clock.now(),
            ),
          ),
        ),
      );
      const sam = expectOk(
        await world.uow.run(async (tx) =>
          ok(
            await tx.staff.create({
              email: 'sam@example.com',
              name: 'Sam Carver',
              role: 'staff',
              now: world.clock.now(),
            }),
          ),
        ),
      );
      const events: Record<DomainEventType, DomainEvent> = {
        AccountCreated: { type: 'AccountCreated', userId: fresh.id, email: fresh.email },
        RequestSubmitted: {
          type: 'RequestSubmitted',
          requestId: request.id,
          customerId: ada.id,
          email: ada.email,
          source: 'quick_form',
        },
        RequestEdited: { type: 'RequestEdited', requestId: request.id, fields: ['phone'] },
        QuoteProvided: { type: 'QuoteProvided', requestId: request.id, by: null },
        QuoteApproved: { type: 'QuoteApproved', requestId: request.id },
        QuoteChangesRequested: {
          type: 'QuoteChangesRequested',
          requestId: request.id,
          quoteVersion: 1,
          messageId: message.id,
        },
        QuoteDeclined: { type: 'QuoteDeclined', requestId: request.id, quoteVersion: 1 },
        QuoteViewed: { type: 'QuoteViewed', requestId: request.id, quoteVersion: 1 },
        QuoteReminderDue: { type: 'QuoteReminderDue', requestId: request.id, quoteVersion: 1 },
        ReviewRequestDue: { type: 'ReviewRequestDue', requestId: request.id },
        InvoiceIssued: { type: 'InvoiceIssued', requestId: request.id, invoiceId: 1 },
        DepositReminderDue: { type: 'DepositReminderDue', requestId: request.id, invoiceId: 1 },
        PaymentRecorded: { type: 'PaymentRecorded', requestId: request.id, paymentId: 1, by: null },
        PaymentVoided: { type: 'PaymentVoided', requestId: request.id, paymentId: 1, by: null },
        ProjectCompleted: { type: 'ProjectCompleted', requestId: request.id, by: null },
        ProjectDeleted: {
          type: 'ProjectDeleted',
          requestId: request.id,
          customerId: ada.id,
          fullName: 'Ada Lovelace',
          summary: null,
          by: null,
        },
        ProgressPosted: {
          type: 'ProgressPosted',
          requestId: request.id,
          updateId: posted.id,
          milestone: 'Assembly',
          photoCount: 0,
          actor: 'admin',
          by: null,
        },
        MessagePosted: {
          type: 'MessagePosted',
          requestId: request.id,
          messageId: message.id,
          senderType: 'admin',
          by: null,
        },
        PasswordResetRequested: { type: 'PasswordResetRequested', email: ada.email },
        PasswordChanged: { type: 'PasswordChanged', userId: ada.id, email: ada.email },
        SignInAttemptsSurged: { type: 'SignInAttemptsSurged', userId: ada.id, failedAttempts: 10 },
        StaffInvited: { type: 'StaffInvited', staffId: sam?.id ?? 0, email: 'sam@example.com' },
        AdminNotesUpdated: { type: 'AdminNotesUpdated', requestId: request.id, by: null },
        QuoteDrawingsAttached: {
          type: 'QuoteDrawingsAttached',
          requestId: request.id,
          quoteVersion: 1,
          names: ['plan.pdf'],
          by: null,
        },
        ProgressEdited: {
          type: 'ProgressEdited',
          requestId: request.id,
          updateId: posted.id,
          milestone: 'Assembly',
          by: null,
        },
        ProgressDeleted: {
          type: 'ProgressDeleted',
          requestId: request.id,
          updateId: posted.id,
          milestone: 'Assembly',
          reason: 'Posted on the wrong project',
          by: null,
        },
        MessageDigestDue: { type: 'MessageDigestDue', requestId: request.id },
        EmailResendRequested: { type: 'EmailResendRequested', deliveryId: 999 },
        MaintenanceDue: { type: 'MaintenanceDue', dueAt: world.clock.now().toISOString() },
      };
      expectOk(await deliver.execute(published(events[type])));
      expect(
        world.mailer.sent.map((email) => [email.template, email.to]),
        type,
      ).toEqual(expected[type]);
    }
  });
});

describe('DeliverEventEmails: each email once, whatever happens', () => {
  it('sends nothing the second time the same event arrives', async () => {
    const { world, deliver, published } = setup();
    const { ada, request } = await project(world);
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 2, skipped: 0, failed: 0 });
    world.clock.advance(10 * 60_000);
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 2, failed: 0 });

    expect(world.mailer.attempts.map((email) => email.template)).toEqual([
      'request-confirmation',
      'new-request-alert',
    ]);
    // The same event with another id is another event: it sends again.
    expect(expectOk(await deliver.execute(published(event.event)))).toMatchObject({ sent: 2 });
  });

  it('does not make a second temporary password when the credentials event comes again', async () => {
    const { world, deliver, published } = setup();
    const ada = await newAccount(world);
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });

    expectOk(await deliver.execute(event));
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 1, failed: 0 });

    expect(world.mailer.sent).toHaveLength(1);
    expect(world.hasher.hashed).toEqual(['Temp-1-password']);
    expect(world.user(ada.id)?.passwordHash).toBe('argon2:Temp-1-password');
  });

  it('throws on a transient failure so the queue retries, and the retry sends once', async () => {
    const { world, deliver, log, published } = setup();
    const { request } = await project(world, { status: 'completed' });
    const event = published({ type: 'ProjectCompleted', requestId: request.id, by: null });
    world.mailer.failNext(1, 'transient');

    const failure = deliver.execute(event);
    // Thrown for the worker to log at error, with the email and the event it belongs to.
    await expect(failure).rejects.toBeInstanceOf(MailSystemError);
    await expect(failure).rejects.toMatchObject({
      eventId: event.id,
      template: 'project-completed',
      reason: '421 4.3.2 Service not available, try again later',
    });
    expect(world.mailer.sent).toEqual([]);
    // Waiting for the retry (the team sees it delayed), which need not wait out the lease.
    expect(log.find(event.id, 'project-completed')).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: '421 4.3.2 Service not available, try again later',
      projectId: request.id,
    });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(world.mailer.attempts).toHaveLength(2);
    expect(world.mailer.sent).toEqual([
      {
        template: 'project-completed',
        to: 'ada@example.com',
        data: { ...detailsOf(request), completionNote: null },
      },
    ]);
    expect(log.find(event.id, 'project-completed')).toMatchObject({
      status: 'sent',
      sentAt: world.clock.now(),
      attempts: 2,
    });
  });

  it('shows the emails behind a refused one as delayed too, and sends each once on the retry', async () => {
    const { world, deliver, log, published } = setup();
    const { ada, request } = await project(world);
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });
    world.mailer.failNext(1, 'transient');

    await expect(deliver.execute(event)).rejects.toBeInstanceOf(MailSystemError);
    expect(log.find(event.id, 'request-confirmation')).toMatchObject({
      status: 'retrying',
      attempts: 1,
    });
    // Not tried yet, but waiting for the same reason: the team sees it delayed, with the answer.
    expect(log.find(event.id, 'new-request-alert')).toMatchObject({
      status: 'retrying',
      attempts: 0,
      recipient: WORKSHOP_EMAIL,
      projectId: request.id,
      lastError: '421 4.3.2 Service not available, try again later',
    });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(world.mailer.sent.map((email) => email.template)).toEqual([
      'request-confirmation',
      'new-request-alert',
    ]);
    expect(log.find(event.id, 'new-request-alert')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries connection trouble too, not only 4xx replies', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const event = published({ type: 'PasswordChanged', userId: ada.id, email: ada.email });
    world.mailer.failNext(1, 'connection');

    await expect(deliver.execute(event)).rejects.toThrow('ECONNREFUSED');
    expect(log.find(event.id, 'password-changed')?.status).toBe('retrying');

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(world.mailer.sent.map((email) => email.template)).toEqual(['password-changed']);
  });

  it('sends the same temporary password however often the credentials email is tried', async () => {
    const { world, deliver, published } = setup();
    const ada = await newAccount(world);
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });
    world.mailer.failNext(1, 'transient');

    await expect(deliver.execute(event)).rejects.toBeInstanceOf(MailSystemError);
    expectOk(await deliver.execute(event));

    // Both attempts carried the password made for this account and this event.
    expect(world.mailer.attempts.map((email) => email.data)).toEqual([
      expect.objectContaining({ temporaryPassword: 'Temp-1-password' }),
      expect.objectContaining({ temporaryPassword: 'Temp-1-password' }),
    ]);
    expect(world.mailer.sent).toHaveLength(1);
    expectOk(
      await new SignIn(world.deps).execute({
        email: 'ada@example.com',
        password: 'Temp-1-password',
      }),
    );
  });

  it('a credentials email delivered twice (its record lost) carries a password that works in both', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await newAccount(world);
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });
    expectOk(await deliver.execute(event));
    // The mail server took it, but the log never heard (the database restarted, the worker
    // was killed): the row is still claimed, and the claim runs out.
    const row = log.find(event.id, 'credentials');
    world.store.tables.deliveries = world.store.tables.deliveries.map((entry) =>
      entry.id === row?.id ? { ...entry, status: 'sending', sentAt: null } : entry,
    );
    world.clock.advance(LEASE_MS + 1);

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 0 });

    const copies = world.mailer.sent.map((email) =>
      email.template === 'credentials' ? email.data.temporaryPassword : '',
    );
    expect(copies).toEqual(['Temp-1-password', 'Temp-1-password']);
    const signIn = new SignIn(world.deps);
    for (const password of copies) {
      expectOk(await signIn.execute({ email: 'ada@example.com', password }));
    }
    expect(JSON.stringify(world.store.tables)).not.toMatch(/"Temp-1-password"/);
  });

  it('records a permanent refusal as failed, with the reason, and never tries it again', async () => {
    const { world, deliver, log, published } = setup();
    const { request } = await project(world, { status: 'completed' });
    const event = published({ type: 'ProjectCompleted', requestId: request.id, by: null });
    world.mailer.failNext(1, 'permanent');

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(log.find(event.id, 'project-completed')).toMatchObject({
      status: 'failed',
      lastError: '550 5.1.1 Mailbox does not exist',
      sentAt: null,
    });

    world.clock.advance(LEASE_MS + 1);
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(world.mailer.attempts).toHaveLength(1);
    expect(world.mailer.sent).toEqual([]);
  });

  it('carries on with the other emails of the event after a permanent refusal', async () => {
    const { world, deliver, log, published } = setup();
    const { ada, request } = await project(world);
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });
    world.mailer.failNext(1, 'permanent');

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 1 });
    expect(log.find(event.id, 'request-confirmation')?.status).toBe('failed');
    expect(world.mailer.sent.map((email) => email.template)).toEqual(['new-request-alert']);
  });

  it('leaves an email another worker claimed moments ago to that worker', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await newAccount(world);
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });
    expect(
      await log.claim(
        { eventId: event.id, template: 'credentials', recipient: ada.email, projectId: null },
        world.clock.now(),
        LEASE_MS,
      ),
    ).toBe('claimed');

    world.clock.advance(LEASE_MS);
    const busy = deliver.execute(event);
    await expect(busy).rejects.toBeInstanceOf(DeliveryBusyError);
    await expect(busy).rejects.toThrow(`credentials for event ${event.id}`);
    expect(world.mailer.attempts).toEqual([]);
    // Nothing was made for an email that is not ours to send.
    expect(world.user(ada.id)?.passwordHash).toBeNull();
    expect(world.hasher.hashed).toEqual([]);

    // Past the lease, that worker has gone quiet: the email is taken over and sent once.
    world.clock.advance(1);
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(world.mailer.sent.map((email) => email.to)).toEqual(['ada@example.com']);
  });

  it('sends the emails of an event that are free, and waits for the one that is busy', async () => {
    const { world, deliver, log, published } = setup();
    const { ada, request } = await project(world);
    const event = published({
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: 'quick_form',
    });
    await log.claim(
      {
        eventId: event.id,
        template: 'new-request-alert',
        recipient: WORKSHOP_EMAIL,
        projectId: request.id,
      },
      world.clock.now(),
      LEASE_MS,
    );

    await expect(deliver.execute(event)).rejects.toBeInstanceOf(DeliveryBusyError);
    expect(world.mailer.sent.map((email) => email.template)).toEqual(['request-confirmation']);

    world.clock.advance(LEASE_MS + 1);
    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 1, skipped: 1, failed: 0 });
    expect(world.mailer.sent.map((email) => email.template)).toEqual([
      'request-confirmation',
      'new-request-alert',
    ]);
  });

  it('sends nothing for the events of a project deleted in the meantime', async () => {
    const { world, deliver, published } = setup();
    const { ada, request } = await project(world, { quoteAmount: '900.00', quotedBy: 'Ben' });
    const message = await world.seedMessage(request.id, 'admin');
    const events: DomainEvent[] = [
      {
        type: 'RequestSubmitted',
        requestId: request.id,
        customerId: ada.id,
        email: ada.email,
        source: 'quick_form',
      },
      { type: 'QuoteProvided', requestId: request.id, by: null },
      { type: 'QuoteApproved', requestId: request.id },
      { type: 'ProjectCompleted', requestId: request.id, by: null },
      {
        type: 'MessagePosted',
        requestId: request.id,
        messageId: message.id,
        senderType: 'admin',
        by: null,
      },
    ];
    expectOk(await world.uow.run(async (tx) => ok(await tx.requests.delete(request.id))));

    for (const event of events) {
      expect(expectOk(await deliver.execute(published(event)))).toEqual({
        sent: 0,
        skipped: 0,
        failed: 0,
      });
    }
    expect(world.mailer.attempts).toEqual([]);
  });

  it('skips the credentials email of an account that already has its own password', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com', password: 'Chosen-Pass-1' });
    const event = published({ type: 'AccountCreated', userId: ada.id, email: ada.email });

    expect(expectOk(await deliver.execute(event))).toEqual({ sent: 0, skipped: 1, failed: 0 });

    expect(world.mailer.attempts).toEqual([]);
    expect(log.find(event.id, 'credentials')).toMatchObject({ status: 'skipped', sentAt: null });
    expect(world.user(ada.id)).toEqual(ada);
    expectOk(
      await new SignIn(world.deps).execute({ email: 'ada@example.com', password: 'Chosen-Pass-1' }),
    );
  });
});

describe('DeliverEventEmails: emails anyone can make the site send', () => {
  it('sends one address at most three confirmations an hour, however many requests name it', async () => {
    const { world, deliver, log, published } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const submit = async () => {
      const request = await world.seedRequest(ada);
      const event = published({
        type: 'RequestSubmitted',
        requestId: request.id,
        customerId: ada.id,
        email: ada.email,
        source: 'quick_form',
      });
      return { event, report: expectOk(await deliver.execute(event)) };
    };

    const burst = [];
    for (let i = 0; i < 5; i += 1) burst.push(await submit());

    // Every request reaches the team; the address hears of the first three.
    expect(burst.map(({ report }) => report)).toEqual([
      { sent: 2, skipped: 0, failed: 0 },
      { sent: 2, skipped: 0, failed: 0 },
      { sent: 2, skipped: 0, failed: 0 },
      { sent: 1, skipped: 1, failed: 0 },
      { sent: 1, skipped: 1, failed: 0 },
    ]);
    const sentTo = (to: string) => world.mailer.sent.filter((email) => email.to === to).length;
    expect(sentTo('ada@example.com')).toBe(3);
    expect(sentTo(WORKSHOP_EMAIL)).toBe(5);
    expect(log.find(burst[3]?.event.id ?? '', 'request-confirmation')).toMatchObject({
      status: 'skipped',
      sentAt: null,
      lastError: 'Held back: 3 went to this address in the 60 minutes before',
    });
    // The same decision however often the event comes again.
    expect(
      expectOk(await deliver.execute(burst[3]?.event ?? published(burst[0]!.event.event))),
    ).toEqual({
      sent: 0,
      skipped: 2,
      failed: 0,
    });

    // An hour on, the address hears of a new request again.
    world.clock.advance(HOUR_MS);
    expect((await submit()).report).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(sentTo('ada@example.com')).toBe(4);
  });
});

describe('DeliverEventEmails: an event done with', () => {
  it('is recorded as handled when the worker is done, or when the queue gives up on it', async () => {
    const { world, deliver } = setup();
    const now = world.clock.now();
    expectOk(
      await world.uow.run(async (tx) =>
        ok(
          await tx.outbox.add(
            [
              { type: 'ProjectCompleted', requestId: 1, by: null },
              { type: 'ProjectCompleted', requestId: 2, by: null },
            ],
            now,
          ),
        ),
      ),
    );
    const [first, second] = world.store.tables.outbox.map((row) => row.id);

    expectOk(await deliver.done(first ?? ''));
    world.clock.advance(1000);
    expectOk(await deliver.giveUp(second ?? '', 'Given up after 8 attempt(s): ENOSPC'));

    expect(world.store.tables.outbox.map((row) => row.handledAt)).toEqual([
      now,
      new Date(now.getTime() + 1000),
    ]);
  });
});

describe('from a submitted request to the mailbox', () => {
  it('relays the committed events and sends credentials, confirmation and alert once each', async () => {
    const { world, deliver } = setup();
    expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: {
          fullName: 'Ada Carpenter',
          email: 'ada@example.com',
          furnitureType: 'table',
          description: 'A walnut dining table for eight',
        },
        image: null,
      }),
    );
    const relay = new RelayOutbox({
      uow: world.uow,
      clock: world.clock,
      queue: world.queue,
      random: () => 0.5,
    });
    expectOk(await relay.execute(10));

    // At least once: the worker gets every job twice here, and still sends each email once.
    for (const job of [...world.queue.published, ...world.queue.published]) {
      expectOk(await deliver.execute(job));
    }

    expect(world.mailer.sent.map((email) => [email.template, email.to])).toEqual([
      ['credentials', 'ada@example.com'],
      ['request-confirmation', 'ada@example.com'],
      ['new-request-alert', WORKSHOP_EMAIL],
    ]);
    const credentials = world.mailer.sent[0];
    if (credentials?.template !== 'credentials') throw new Error('no credentials email');
    const signedIn = expectOk(
      await new SignIn(world.deps).execute({
        email: 'ada@example.com',
        password: credentials.data.temporaryPassword,
      }),
    );
    expect(signedIn.needsPasswordChange).toBe(true);
    const user: User | undefined = world.store.tables.users[0];
    expect(user?.passwordHash).toBe(`argon2:${credentials.data.temporaryPassword}`);
    expect(world.store.tables.deliveries.map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  });
});
