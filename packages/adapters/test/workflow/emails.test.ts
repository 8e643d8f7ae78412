import { BUSINESS, budgetLabel, furnitureTypeLabel, timelineLabel } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { PUBLIC_URL, WORKSHOP_EMAIL } from './pipeline';
import {
  ADMIN,
  expectBothParts,
  requestFields,
  resetLinkIn,
  signIn,
  submitRequest,
  temporaryPasswordIn,
} from './scenario';
import type { ReceivedEmail } from './smtp-sink';
import { waitUntil } from './wait';

/** MAIL_FROM's default. */
const FROM = 'workshop@localhost';

describe('each event sends the right email through relay, BullMQ, worker and SMTP', () => {
  const env = useWorkflowEnvironment();

  /** The email to `address` whose subject contains `subject`, once it has arrived. */
  async function emailTo(address: string, subject: string): Promise<ReceivedEmail> {
    const { sink } = env();
    const email = await waitUntil(`'${subject}' to ${address}`, () =>
      sink.to(address).find((candidate) => candidate.subject.includes(subject)),
    );
    expect(email.from).toBe(FROM);
    expectBothParts(email);
    return email;
  }

  it('a first request sends the credentials and the confirmation to the customer, and the alert to the workshop', async () => {
    const { sink, database } = env();
    const pipeline = await env().startPipeline();
    const request = await submitRequest(pipeline.useCases, 'ada@example.com');
    const fields = requestFields('ada@example.com');

    const credentials = await emailTo('ada@example.com', `Your ${BUSINESS.name} account`);
    expect(credentials.text).toContain('Email: ada@example.com');
    const confirmation = await emailTo('ada@example.com', `project request #${request.id}`);
    const alert = await emailTo(WORKSHOP_EMAIL, `New request #${request.id} from Ada Lovelace`);
    const details = [
      `Name: ${fields.fullName}`,
      `Phone: ${fields.phone}`,
      `Furniture: ${furnitureTypeLabel(fields.furnitureType)}`,
      `Budget: ${budgetLabel(fields.budgetRange)}`,
      `Timeline: ${timelineLabel(fields.timeline)}`,
      `> ${fields.description}`,
    ];
    for (const detail of [`Project: #${request.id}`, `Email: ${fields.email}`, ...details]) {
      expect(alert.text).toContain(detail);
    }
    expect(alert.html).toContain(fields.description);
    // Nobody has signed in to this address yet: the confirmation says a request came and how
    // to sign in, and repeats nothing the sender typed (it could be anyone's text).
    expect(confirmation.text).toContain(`We received a project request, number #${request.id}`);
    expect(confirmation.text).toContain(`Sign in: ${PUBLIC_URL}/signin`);
    for (const sent of [fields.fullName, fields.description]) {
      expect(confirmation.text).not.toContain(sent);
      expect(confirmation.html).not.toContain(sent);
    }

    // The temporary password exists only in the email: it signs in, and is nowhere at rest.
    const password = temporaryPasswordIn(credentials);
    const session = await signIn(pipeline.useCases, 'ada@example.com', password);
    expect(session.needsPasswordChange).toBe(true);
    const jobs = await pipeline.queue.queue.getJobs();
    const atRest = JSON.stringify([
      await database.db('outbox').select(),
      await database.db('email_deliveries').select(),
      await database.db('users').select(),
      jobs.map((job) => [job.data, job.returnvalue]),
    ]);
    expect(jobs.length).toBe(2);
    expect(atRest).not.toContain(password);

    expect(sink.to('ada@example.com')).toHaveLength(2);
    const deliveries = await database
      .db('email_deliveries')
      .select('template', 'recipient', 'status');
    expect(deliveries).toHaveLength(3);
    expect(deliveries.every((row: { status: string }) => row.status === 'sent')).toBe(true);

    // The team can open what went out, word for word; never the email that holds a password.
    const opened = async (template: string) => {
      const row = await database.db('email_deliveries').where({ template }).first('id');
      const result = await pipeline.useCases.getEmail.execute(ADMIN, row.id as number);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const alertCopy = await opened('new-request-alert');
    expect(alertCopy.copy).toEqual({ subject: alert.subject, text: alert.text.trimEnd() });
    expect(alertCopy.missing).toBeNull();
    expect((await opened('request-confirmation')).copy?.text).toContain(
      `We received a project request, number #${request.id}`,
    );
    expect(await opened('credentials')).toMatchObject({ copy: null, missing: 'holds_secret' });

    // Once the owner has chosen a password, a confirmation shows what they sent.
    const changed = await pipeline.useCases.changePassword.execute(session.actor, session.token, {
      currentPassword: password,
      newPassword: 'Ada-Walnut-2025',
    });
    expect(changed.ok).toBe(true);
    const next = await submitRequest(pipeline.useCases, 'ada@example.com');
    const full = await emailTo('ada@example.com', `project request #${next.id}`);
    expect(full.text).toContain('Hello Ada Lovelace,');
    for (const detail of [`Project: #${next.id}`, `Email: ${fields.email}`, ...details]) {
      expect(full.text).toContain(detail);
    }
    expect(full.html).toContain(fields.description);
  });

  it('change password, quote, approval, messages both ways and completion each reach the other side', async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline();
    const { useCases } = pipeline;
    const bob = 'bob@example.com';
    const { id } = await submitRequest(useCases, bob, 'Bob Hale');
    const temporary = temporaryPasswordIn(await emailTo(bob, 'account'));

    const first = await signIn(useCases, bob, temporary);
    const changed = await useCases.changePassword.execute(first.actor, first.token, {
      currentPassword: temporary,
      newPassword: 'walnut-and-oak-42',
    });
    expect(changed.ok).toBe(true);
    const notice = await emailTo(bob, 'password was changed');
    expect(notice.text).toContain('The password of your account was just changed');
    const { actor } = await signIn(useCases, bob, 'walnut-and-oak-42');

    const quote = {
      quoteAmount: '$2,400',
      quotedBy: 'Ben Carter',
      quoteNotes: 'Walnut slab, oil finish.',
    };
    expect((await useCases.provideQuote.execute(ADMIN, id, quote)).ok).toBe(true);
    const ready = await emailTo(bob, `Your quote for project #${id} is ready`);
    expect(ready.text).toContain('Estimated cost: $2,400');
    expect(ready.text).toContain('Quoted by: Ben Carter');
    expect(ready.text).toContain('> Walnut slab, oil finish.');
    expect(ready.text).toMatch(/Valid until: \w+ \d{1,2}, \d{4}/);
    expect(ready.text).toContain(`/api/furniture-requests/${id}/quotes/1/pdf`);

    const signed = { signatureName: 'Bob Hale' };
    const origin = { ipAddress: '203.0.113.9', userAgent: 'test' };
    expect((await useCases.approveQuote.execute(actor, id, signed, origin)).ok).toBe(true);
    const approved = await emailTo(WORKSHOP_EMAIL, `Quote approved: project #${id}`);
    expect(approved.text).toContain('Bob Hale approved the quote.');
    expect(approved.text).toContain('Quote: $2,400');
    // The customer gets the signed copy too, the same PDF as the workshop's.
    const signedCopy = await emailTo(bob, `Your signed quote for project #${id}`);
    const pdfsOf = (email: ReceivedEmail) =>
      (email.attachments ?? []).filter((part) => part.contentType === 'application/pdf');
    expect(pdfsOf(signedCopy)).toHaveLength(1);
    expect(pdfsOf(signedCopy)[0]?.size).toBeGreaterThan(0);
    expect(pdfsOf(signedCopy)[0]?.size).toBe(pdfsOf(approved)[0]?.size);

    const fromTeam = {
      message: 'The slab arrived today.',
      senderName: 'Ben Carter',
      senderType: 'admin',
    };
    expect((await useCases.postMessage.execute(ADMIN, id, fromTeam)).ok).toBe(true);
    const toCustomer = await emailTo(bob, `A message about your project #${id}`);
    expect(toCustomer.text).toContain('Ben Carter wrote:\n\n> The slab arrived today.');

    const fromCustomer = {
      message: 'Wonderful, thank you!',
      senderName: 'Bob Hale',
      senderType: 'customer',
    };
    expect((await useCases.postMessage.execute(actor, id, fromCustomer)).ok).toBe(true);
    const toTeam = await emailTo(WORKSHOP_EMAIL, `Bob Hale wrote a message on project #${id}`);
    expect(toTeam.text).toContain('> Wonderful, thank you!');

    expect((await useCases.markComplete.execute(ADMIN, id, { status: 'completed' })).ok).toBe(true);
    const completed = await emailTo(bob, `Your project #${id} is complete`);
    expect(completed.text).toContain('Your piece is finished.');
    expect(completed.text).toContain('May we show your piece on our site?');

    // Nothing went to the wrong side: the customer got exactly these seven, the team these three.
    expect(sink.to(bob)).toHaveLength(7);
    expect(sink.to(WORKSHOP_EMAIL).filter((e) => e.subject.includes(`#${id}`))).toHaveLength(3);
  });

  it('a project the workshop deletes is announced to its customer, at the account address, once', async () => {
    const { sink, database } = env();
    const pipeline = await env().startPipeline();
    const { useCases } = pipeline;
    const dora = 'dora@example.com';
    const { id } = await submitRequest(useCases, dora, 'Dora Reed');
    await emailTo(dora, `project request #${id}`);
    const kept = await submitRequest(useCases, dora, 'Dora Reed');

    expect((await useCases.deleteRequest.execute(ADMIN, id)).ok).toBe(true);
    const removed = await emailTo(dora, `Your project #${id} was removed`);
    expect(removed.text).toContain('Hello Dora Reed,');
    expect(removed.text).toContain(`We have removed your project #${id}`);
    // Named by its description's first line, since the project itself is gone.
    const summary = requestFields(dora).description.split('\n')[0] ?? '';
    expect(removed.text).toContain(`(${summary})`);
    expect(removed.html).toContain('Open your dashboard');
    // The sink holds the email a moment before the worker records it as sent.
    const delivery = await waitUntil('the removal email recorded as sent', async () => {
      const row = await database
        .db('email_deliveries')
        .where({ template: 'project-deleted' })
        .first('recipient', 'status', 'project_id');
      return row?.status === 'sent' && row;
    });
    expect(delivery).toEqual({ recipient: dora, status: 'sent', project_id: id });

    // A customer withdrawing their own project is not written to about it.
    const temporary = temporaryPasswordIn(await emailTo(dora, 'account'));
    const first = await signIn(useCases, dora, temporary);
    const changed = await useCases.changePassword.execute(first.actor, first.token, {
      currentPassword: temporary,
      newPassword: 'Dora-Walnut-77',
    });
    expect(changed.ok).toBe(true);
    await emailTo(dora, 'password was changed');
    const { actor } = await signIn(useCases, dora, 'Dora-Walnut-77');
    expect((await useCases.customerDeleteRequest.execute(actor, kept.id)).ok).toBe(true);
    const deletions = (await database.db('outbox').select('payload'))
      .map((row: { payload: { type: string; requestId?: number } }) => row.payload)
      .filter((payload) => payload.type === 'ProjectDeleted');
    expect(deletions.map((payload) => payload.requestId)).toEqual([id]);
    expect(sink.to(dora).filter((email) => email.subject.includes('was removed'))).toHaveLength(1);
  });

  it('a reset link is built from PUBLIC_URL and its token resets the password, once', async () => {
    const { database } = env();
    const pipeline = await env().startPipeline();
    const { useCases } = pipeline;
    const carol = 'carol@example.com';
    await submitRequest(useCases, carol);
    await emailTo(carol, 'account');

    expect((await useCases.forgotPassword.execute({ email: carol })).ok).toBe(true);
    const reset = await emailTo(carol, 'Reset your');
    const { token } = resetLinkIn(reset);
    const row = await database.db('users').where({ username: carol }).first('reset_token_hash');
    expect(row?.reset_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await database.db('outbox').select())).not.toContain(token);
    // The Emails view keeps no copy of a link that resets a password.
    expect(JSON.stringify(await database.db('email_deliveries').select())).not.toContain(token);

    const newPassword = 'cherry-and-maple-7';
    expect((await useCases.resetPassword.execute({ token, newPassword })).ok).toBe(true);
    await emailTo(carol, 'password was changed');
    const session = await signIn(useCases, carol, newPassword);
    expect(session.needsPasswordChange).toBe(false);
    const again = await useCases.resetPassword.execute({ token, newPassword: 'another-one-99' });
    expect(again.ok).toBe(false);
  });

  it('a quote answered: changes asked, opened, declined, and a reminder when it falls due', async () => {
    const { database } = env();
    const pipeline = await env().startPipeline();
    const { useCases } = pipeline;
    const cleo = 'cleo@example.com';
    const { id } = await submitRequest(useCases, cleo, 'Cleo Marsh');
    const temporary = temporaryPasswordIn(await emailTo(cleo, 'account'));
    const first = await signIn(useCases, cleo, temporary);
    await useCases.changePassword.execute(first.actor, first.token, {
      currentPassword: temporary,
      newPassword: 'cherry-and-ash-42',
    });
    const { actor } = await signIn(useCases, cleo, 'cherry-and-ash-42');
    // Valid until tomorrow: the reminder is due a day after the quote, while it still holds.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const given = await useCases.provideQuote.execute(ADMIN, id, {
      quoteAmount: '$3,100',
      quotedBy: 'Sam',
      validUntil: tomorrow,
    });
    expect(given.ok).toBe(true);
    await emailTo(cleo, `Your quote for project #${id} is ready`);

    // Reading the quote is not opening it: only the dashboard's own call is.
    expect((await useCases.listQuotes.execute(actor, id)).ok).toBe(true);
    expect((await useCases.getQuoteDocument.execute(actor, id, 1)).ok).toBe(true);
    expect((await useCases.markQuoteViewed.execute(actor, id, 1)).ok).toBe(true);
    expect((await useCases.markQuoteViewed.execute(actor, id, 1)).ok).toBe(true);
    const opened = await emailTo(WORKSHOP_EMAIL, `Quote opened: project #${id}`);
    expect(opened.text).toContain('Cleo Marsh opened quote v1.');

    const asked = await useCases.requestQuoteChanges.execute(actor, id, { message: 'Ash legs?' });
    expect(asked.ok).toBe(true);
    const changes = await emailTo(WORKSHOP_EMAIL, `Changes requested: project #${id}`);
    expect(changes.text).toContain('> Changes requested to quote v1: Ash legs?');

    // v2 answers the changes; its reminder is made due now, as a day passing would.
    expect(
      (
        await useCases.provideQuote.execute(ADMIN, id, {
          quoteAmount: '$3,300',
          quotedBy: 'Sam',
          validUntil: tomorrow,
        })
      ).ok,
    ).toBe(true);
    await database
      .db('outbox')
      .where({ dedupe_key: `quote-reminder:${id}:2` })
      .update({ next_attempt_at: new Date() });
    const reminder = await emailTo(cleo, `Your quote for project #${id} is valid until`);
    expect(reminder.text).toContain('Estimated cost: $3,300');
    expect(reminder.text).toContain('Version: v2');

    const declined = await useCases.declineQuote.execute(actor, id, { reason: 'Over budget' });
    expect(declined.ok).toBe(true);
    const told = await emailTo(WORKSHOP_EMAIL, `Quote declined: project #${id}`);
    expect(told.text).toContain('Reason: Over budget');
    // Opened twice, told once.
    const { sink } = env();
    expect(
      sink
        .to(WORKSHOP_EMAIL)
        .filter((email) => email.subject.includes(`Quote opened: project #${id}`)),
    ).toHaveLength(1);
  });
});
