import { describe, expect, it } from 'vitest';
import { DeliverEventEmails, RelayOutbox } from '../src';
import { IssueResetToken } from '../src/use-cases/issue-reset-token';
import { IssueStaffInvitation } from '../src/use-cases/issue-staff-invitation';
import { IssueTemporaryPassword } from '../src/use-cases/issue-temporary-password';
import { ListEmails } from '../src/use-cases/list-emails';
import { RESEND_QUEUED, ResendEmail } from '../src/use-cases/resend-email';
import { SignIn } from '../src/use-cases/sign-in';
import { SubmitRequest } from '../src/use-cases/submit-request';
import {
  ADMIN,
  NOBODY,
  WORKSHOP_EMAIL,
  createWorld,
  customer,
  expectError,
  expectOk,
  type World,
} from './world';

/** The workflow around the fakes: use cases record, the relay publishes, the worker sends. */
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
  const relay = new RelayOutbox({
    uow: world.uow,
    clock: world.clock,
    queue: world.queue,
    random: () => 0.5,
  });
  /** Relays what waits and has the worker take each new job once, as BullMQ would. */
  let taken = 0;
  const work = async () => {
    expectOk(await relay.execute(100));
    const jobs = world.queue.published.slice(taken);
    taken = world.queue.published.length;
    const outcomes = [];
    for (const job of jobs) {
      outcomes.push(await deliver.execute(job).catch((error: unknown) => error));
    }
    return outcomes;
  };
  return {
    world,
    deliver,
    work,
    list: new ListEmails(world.deps),
    resend: new ResendEmail(world.deps),
  };
}

async function firstRequest(world: World, email: string) {
  return expectOk(
    await new SubmitRequest(world.deps).execute(NOBODY, {
      fields: { fullName: 'Ada Carpenter', email, furnitureType: 'table' },
      image: null,
    }),
  );
}

describe('the Emails view: failed and delayed emails, and "Send again"', () => {
  it('lists a recipient refused for good as failed, with the server answer and the project', async () => {
    const { world, work, list } = setup();
    const { request } = await firstRequest(world, 'ada@example.com');
    world.mailer.failNext(1, 'permanent');
    await work();
    const failed = expectOk(await list.execute(ADMIN, 'failed'));
    expect(failed.counts).toEqual({ failed: 1, pending: 0 });
    expect(failed.emails).toEqual([
      expect.objectContaining({
        template: 'credentials',
        recipient: 'ada@example.com',
        status: 'failed',
        attempts: 1,
        lastError: '550 5.1.1 Mailbox does not exist',
        projectId: null,
      }),
    ]);
    const sent = expectOk(await list.execute(ADMIN, 'sent'));
    expect(sent.emails.map((email) => [email.template, email.projectId])).toEqual([
      ['new-request-alert', request.id],
      ['request-confirmation', request.id],
    ]);
  });

  it('shows the mail system trouble as delayed, and fails what is left when the queue gives up', async () => {
    const { world, deliver, work, list } = setup();
    await firstRequest(world, 'ada@example.com');
    world.mailer.failNext(3, 'transient');
    const outcomes = await work();
    expect(outcomes.filter((outcome) => outcome instanceof Error)).toHaveLength(2);
    const pending = expectOk(await list.execute(ADMIN, 'pending'));
    // Two were tried; the team's alert waits behind the confirmation, for the same reason.
    expect(pending.counts).toEqual({ failed: 0, pending: 3 });
    expect(
      pending.emails.map((email) => [email.template, email.attempts, email.lastError]).sort(),
    ).toEqual([
      ['credentials', 1, '421 4.3.2 Service not available, try again later'],
      ['new-request-alert', 0, '421 4.3.2 Service not available, try again later'],
      ['request-confirmation', 1, '421 4.3.2 Service not available, try again later'],
    ]);
    const gaveUp = pending.emails.find((email) => email.template === 'credentials')?.eventId ?? '';
    expect(expectOk(await deliver.giveUp(gaveUp, 'Retries exhausted'))).toBeGreaterThan(0);
    expect(expectOk(await list.execute(ADMIN, 'failed')).emails).toEqual([
      expect.objectContaining({
        eventId: gaveUp,
        template: 'credentials',
        status: 'failed',
        lastError: 'Retries exhausted',
      }),
    ]);
  });

  it('sends a failed credentials email again with a temporary password that works', async () => {
    const { world, work, list, resend } = setup();
    await firstRequest(world, 'ada@example.com');
    world.mailer.failNext(1, 'permanent');
    await work();
    const [failed] = expectOk(await list.execute(ADMIN, 'failed')).emails;
    expect(failed?.template).toBe('credentials');

    expect(expectOk(await resend.execute(ADMIN, failed?.id ?? 0))).toEqual({
      message: RESEND_QUEUED,
    });
    expect(expectOk(await list.execute(ADMIN, 'pending')).emails).toHaveLength(1);
    await work();

    const credentials = world.mailer.sent.filter((email) => email.template === 'credentials');
    expect(credentials).toHaveLength(1);
    const password =
      credentials[0]?.template === 'credentials' ? credentials[0].data.temporaryPassword : '';
    expectOk(await new SignIn(world.deps).execute({ email: 'ada@example.com', password }));
    // Sent again with the password the refused copy carried: derived from the same event.
    const tried = world.mailer.attempts.map((email) =>
      email.template === 'credentials' ? email.data.temporaryPassword : null,
    );
    expect(tried.filter((attempt) => attempt !== null)).toEqual([password, password]);
    expect(expectOk(await list.execute(ADMIN, 'failed')).counts.failed).toBe(0);
    expect(expectOk(await list.execute(ADMIN, 'sent')).emails).toContainEqual(
      expect.objectContaining({ id: failed?.id, status: 'sent', attempts: 2 }),
    );
  });

  it('refuses to send again what was sent, or what does not exist', async () => {
    const { world, work, list, resend } = setup();
    await firstRequest(world, 'ada@example.com');
    await work();
    const [sent] = expectOk(await list.execute(ADMIN, 'sent')).emails;
    expectError(
      await resend.execute(ADMIN, sent?.id ?? 0),
      'conflict',
      'Only a failed or delayed email can be sent again.',
    );
    expectError(await resend.execute(ADMIN, 999), 'not_found', 'No such email');
  });

  it('is the workshop’s only', async () => {
    const { world, list, resend } = setup();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    expectError(await list.execute(NOBODY, 'failed'), 'unauthenticated');
    expectError(await list.execute(customer(ada), 'failed'), 'forbidden');
    expectError(await resend.execute(customer(ada), 1), 'forbidden');
    expectError(
      await list.execute(ADMIN, 'everything'),
      'validation',
      "Status must be 'failed', 'pending' or 'sent'",
    );
    expect(expectOk(await list.execute(ADMIN, undefined)).emails).toEqual([]);
    expect(world.store.tables.outbox).toEqual([]);
  });
});
