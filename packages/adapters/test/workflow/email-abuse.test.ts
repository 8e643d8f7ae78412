import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { WORKSHOP_EMAIL, type Pipeline } from './pipeline';
import { ADMIN, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';

/**
 * Finding 3 of the outside attack, through the real relay, queue, worker and SMTP: mail the
 * site could be made to send in bulk, or to someone else.
 */
describe('3. Email abuse: mail sent in bulk, or to whoever a customer named', () => {
  const env = useWorkflowEnvironment();

  /** A first request, its account's password changed: a customer who may post and edit. */
  async function activeCustomer(pipeline: Pipeline, email: string, fullName: string) {
    const { sink } = env();
    const request = await submitRequest(pipeline.useCases, email, fullName);
    const credentials = (await sink.waitFor(email, 2)).find((e) => e.subject.includes('account'));
    const temporary = temporaryPasswordIn(credentials!);
    const first = await signIn(pipeline.useCases, email, temporary);
    const changed = await pipeline.useCases.changePassword.execute(first.actor, first.token, {
      currentPassword: temporary,
      newPassword: 'Owner-Walnut-77',
    });
    expect(changed.ok).toBe(true);
    const { actor } = await signIn(pipeline.useCases, email, 'Owner-Walnut-77');
    return { request, actor };
  }

  it('sends one account at most three reset emails an hour, however many are asked for', async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline();
    const email = 'resets@example.com';
    await submitRequest(pipeline.useCases, email);
    await sink.waitFor(email, 2);
    for (let i = 0; i < 10; i += 1) {
      const asked = await pipeline.useCases.forgotPassword.execute({ email });
      expect(asked.ok).toBe(true);
    }
    // An address without an account gets nothing, and the same answer.
    const stranger = await pipeline.useCases.forgotPassword.execute({
      email: 'no-one@example.com',
    });
    expect(stranger).toEqual(await pipeline.useCases.forgotPassword.execute({ email }));
    await waitUntil('three reset emails', () =>
      sink.to(email).filter((e) => e.subject.startsWith('Reset your')).length >= 3 ? true : false,
    );
    await sleep(1_500); // the other eight would have gone out by now
    expect(sink.to(email).filter((e) => e.subject.startsWith('Reset your'))).toHaveLength(3);
    expect(sink.to('no-one@example.com')).toEqual([]);
  });

  it('tells the team once about a burst of customer messages, all of them in one email', async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline({ teamAlertDelayMs: 1_500 });
    const { request, actor } = await activeCustomer(pipeline, 'chatty@example.com', 'Chatty Cathy');
    for (let i = 1; i <= 8; i += 1) {
      const posted = await pipeline.useCases.postMessage.execute(actor, request.id, {
        message: `Question ${i}`,
        senderName: 'Chatty Cathy',
        senderType: 'customer',
      });
      expect(posted.ok).toBe(true);
    }
    const subject = `Chatty Cathy wrote 8 messages on project #${request.id}`;
    const [digest] = await waitUntil('the digest', () => {
      const found = sink.to(WORKSHOP_EMAIL).filter((e) => e.subject === subject);
      return found.length > 0 ? found : undefined;
    });
    for (let i = 1; i <= 8; i += 1) expect(digest?.text).toContain(`> Question ${i}`);
    await sleep(2_000);
    const aboutProject = sink
      .to(WORKSHOP_EMAIL)
      .filter((e) => e.subject.includes(`#${request.id}`) && !e.subject.startsWith('New request'));
    expect(aboutProject).toHaveLength(1);
  });

  it("writes to the customer's account, whatever email they put on the project", async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline();
    const email = 'owner@example.com';
    const { request, actor } = await activeCustomer(pipeline, email, 'Olive Owner');
    const edited = await pipeline.useCases.editRequest.execute(actor, request.id, {
      fullName: 'Olive Owner',
      email: 'victim@example.com',
      phone: '',
      furnitureType: 'table',
      description: 'Walnut table',
      budgetRange: '',
      timeline: '',
    });
    expect(edited.ok).toBe(true);
    const quoted = await pipeline.useCases.provideQuote.execute(ADMIN, request.id, {
      quoteAmount: '$2,000',
      quotedBy: 'Ben',
      quoteNotes: '',
    });
    expect(quoted.ok).toBe(true);
    await sink.waitFor(email, 4); // credentials, confirmation, password changed, quote
    await sleep(500);
    expect(sink.to(email).some((e) => e.subject.includes('quote for project'))).toBe(true);
    expect(sink.to('victim@example.com')).toEqual([]);
  });
});
