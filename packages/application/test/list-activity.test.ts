import { describe, expect, it } from 'vitest';
import { ListActivity } from '../src/use-cases/list-activity';
import { ok } from '../src';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada);
  return { world, ada, project, list: new ListActivity(world.deps) };
}

describe('ListActivity', () => {
  it('is for the workshop only, and names an unknown project', async () => {
    const { ada, project, list } = await setup();
    expectError(await list.execute(NOBODY, project.id), 'unauthenticated');
    // Even the project's own customer: the log shows the team's side (emails to the team).
    expectError(
      await list.execute(customer(ada), project.id),
      'forbidden',
      'Admin access required',
    );
    expectError(await list.execute(ADMIN, project.id + 99), 'not_found', 'Project not found');
  });

  it('reads the recorded events and emails into a timeline, oldest first, with who did each', async () => {
    const { world, project, list } = await setup();
    const at = (minutes: number) => new Date(world.clock.now().getTime() + minutes * 60_000);
    // A v1 payload from before the source was recorded, then what the use cases write today.
    world.store.tables.outbox.push({
      id: 'event-old',
      payload: {
        type: 'RequestSubmitted',
        version: 1,
        requestId: project.id,
        customerId: project.customerId,
        email: project.email,
      },
      occurredAt: world.clock.now(),
      publishedAt: world.clock.now(),
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
    });
    const message = await world.seedMessage(project.id, 'admin', 'We have started');
    await world.uow.run(async (tx) => {
      await tx.outbox.add(
        [{ type: 'RequestEdited', requestId: project.id, fields: ['phone'] }],
        at(1),
      );
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: project.id, by: null }], at(2));
      await tx.quotes.add({
        requestId: project.id,
        version: 1,
        amount: '$4,800',
        priceCents: null,
        depositPercent: null,
        notes: null,
        quotedBy: 'Sam',
        quotedAt: at(2),
        validUntil: '2099-01-01',
        design: null,
        lines: null,
        salesTax: null,
        taxExemptReason: null,
      });
      // Scheduled and not due yet: not part of the story.
      await tx.outbox.schedule(
        { type: 'QuoteReminderDue', requestId: project.id, quoteVersion: 1 },
        { at: at(60 * 24), key: 'reminder' },
        at(2),
      );
      await tx.outbox.add([{ type: 'QuoteApproved', requestId: project.id }], at(3));
      await tx.quotes.accept({
        requestId: project.id,
        version: 1,
        amount: '$4,800',
        method: 'typed_signature',
        signatureName: 'Ada L.',
        acceptedAt: at(3),
        ipAddress: null,
        userAgent: null,
        terms: 'terms',
        chosenLines: [],
        priceCents: null,
      });
      await tx.outbox.add(
        [
          {
            type: 'MessagePosted',
            requestId: project.id,
            messageId: message.id,
            senderType: 'admin',
            by: null,
          },
        ],
        at(4),
      );
      await tx.outbox.add(
        [
          {
            type: 'ProgressPosted',
            requestId: project.id,
            updateId: 1,
            milestone: 'Assembly',
            photoCount: 2,
            actor: 'admin',
            by: null,
          },
        ],
        at(5),
      );
      await tx.outbox.add([{ type: 'ProjectCompleted', requestId: project.id, by: null }], at(6));
      // Another project's event stays out.
      await tx.outbox.add([{ type: 'QuoteApproved', requestId: project.id + 1 }], at(3));
      const quoted = world.store.tables.outbox.find(
        (entry) => (entry.payload as { type: string }).type === 'QuoteProvided',
      );
      const email = { eventId: quoted?.id ?? '', template: 'quote-ready' as const };
      await tx.deliveries.claim(
        { ...email, recipient: 'ada@example.com', projectId: project.id },
        at(2),
        60_000,
      );
      await tx.deliveries.finish(email, { status: 'failed', error: '550 no such user' }, at(2));
      return ok(undefined);
    });

    const entries = expectOk(await list.execute(ADMIN, project.id));

    const customerActor = { role: 'customer', name: 'Ada Carpenter' };
    expect(entries.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
      { type: 'request_created', source: null, actor: customerActor },
      { type: 'request_edited', fields: ['phone'], actor: customerActor },
      {
        type: 'quote_sent',
        quoteVersion: 1,
        amount: '$4,800',
        actor: { role: 'admin', name: 'Sam' },
      },
      { type: 'status_changed', from: 'new', to: 'quoted', actor: { role: 'admin', name: 'Sam' } },
      {
        type: 'email',
        template: 'quote-ready',
        recipient: 'ada@example.com',
        state: 'failed',
        error: '550 no such user',
        attempts: 1,
        actor: { role: 'system' },
      },
      {
        type: 'quote_approved',
        quoteVersion: 1,
        amount: '$4,800',
        signedCopyFingerprint: null,
        actor: { role: 'customer', name: 'Ada L.' },
      },
      {
        type: 'status_changed',
        from: 'quoted',
        to: 'in_progress',
        actor: { role: 'customer', name: 'Ada L.' },
      },
      { type: 'message_posted', messageId: message.id, actor: { role: 'admin', name: 'Ben' } },
      { type: 'progress_posted', milestone: 'Assembly', photoCount: 2, actor: { role: 'admin' } },
      { type: 'status_changed', from: 'in_progress', to: 'completed', actor: { role: 'admin' } },
    ]);
    const times = entries.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});
