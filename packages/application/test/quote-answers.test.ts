import { describe, expect, it } from 'vitest';
import { ok } from '../src';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { DeclineQuote } from '../src/use-cases/decline-quote';
import { GetQuoteDocument } from '../src/use-cases/get-quote-document';
import { ListQuotes } from '../src/use-cases/list-quotes';
import { MarkQuoteViewed } from '../src/use-cases/mark-quote-viewed';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { RequestQuoteChanges } from '../src/use-cases/request-quote-changes';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;

async function setup() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, { status: 'new' });
  expectOk(
    await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
      quoteAmount: '$4,800',
      quotedBy: 'Sam',
    }),
  );
  world.clock.advance(60_000);
  return {
    world,
    ada,
    ben,
    project,
    changes: new RequestQuoteChanges(world.deps),
    decline: new DeclineQuote(world.deps),
    list: new ListQuotes(world.deps),
    document: new GetQuoteDocument(world.deps),
    viewed: new MarkQuoteViewed(world.deps),
  };
}

describe('RequestQuoteChanges', () => {
  it('puts the words in the thread, tells the team at once, and marks the version', async () => {
    const { world, ada, project, changes } = await setup();
    const answer = expectOk(
      await changes.execute(customer(ada), project.id, { message: 'Can the top be oak?' }),
    );
    expect(answer.message).toBe(
      'Your request for changes has been sent. We will send you a new version.',
    );
    const [message] = world.tables().messages;
    expect(message).toMatchObject({
      projectId: project.id,
      senderType: 'customer',
      message: 'Changes requested to quote v1: Can the top be oak?',
    });
    expect(world.tables().teamAlerted).toEqual([message?.id]);
    expect(world.tables().quotes[0]?.changesRequestedAt).toEqual(world.clock.now());
    expect(world.request(project.id)?.status).toBe('quoted');
    expect(world.events().at(-1)).toEqual({
      type: 'QuoteChangesRequested',
      requestId: project.id,
      quoteVersion: 1,
      messageId: message?.id,
    });
  });

  it('asks once per version; a new version may be asked again', async () => {
    const { world, ada, project, changes } = await setup();
    expectOk(await changes.execute(customer(ada), project.id, { message: 'Oak?' }));
    const before = world.tables();
    expectError(
      await changes.execute(customer(ada), project.id, { message: 'And walnut?' }),
      'conflict',
      'You have already asked for changes to this quote. We will send you a new version.',
    );
    expect(world.tables()).toEqual(before);
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$5,100',
        quotedBy: 'Sam',
      }),
    );
    expectOk(await changes.execute(customer(ada), project.id, { message: 'Walnut then?' }));
  });

  it('a new version answers the words: they no longer wait unread, other projects’ do', async () => {
    const { world, ada, project, changes } = await setup();
    const other = await world.seedRequest(ada, { status: 'new' });
    await world.seedMessage(other.id, 'customer', 'And a bench?');
    expectOk(await changes.execute(customer(ada), project.id, { message: 'Oak?' }));
    expect(world.tables().messages.map((m) => m.readByAdmin)).toEqual([false, false]);
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$5,100',
        quotedBy: 'Sam',
      }),
    );
    const unread = world.tables().messages.filter((m) => !m.readByAdmin);
    expect(unread.map((m) => m.message)).toEqual(['And a bench?']);
  });

  it('refuses a new project, an empty message, and other people', async () => {
    const { world, ada, ben, changes } = await setup();
    const fresh = await world.seedRequest(ada, { status: 'new' });
    const before = world.tables();
    expectError(
      await changes.execute(customer(ada), fresh.id, { message: 'Oak?' }),
      'conflict',
      'Changes can only be requested on a quote waiting for an answer.',
    );
    const { project } = await setup();
    void project;
    expectError(await changes.execute(customer(ben), fresh.id, { message: 'Oak?' }), 'not_found');
    expectError(await changes.execute(ADMIN, fresh.id, { message: 'Oak?' }), 'forbidden');
    expectError(await changes.execute(NOBODY, fresh.id, { message: 'Oak?' }), 'unauthenticated');
    expect(world.tables()).toEqual(before);
  });
});

describe('DeclineQuote', () => {
  it('declines with the reason; the team is told; a new version reopens it', async () => {
    const { world, ada, project, decline } = await setup();
    const view = expectOk(
      await decline.execute(customer(ada), project.id, { reason: 'Over our budget' }),
    );
    expect(view).toMatchObject({ status: 'declined' });
    expect(world.tables().quotes[0]).toMatchObject({
      declinedAt: world.clock.now(),
      declineReason: 'Over our budget',
    });
    expect(world.events().at(-1)).toEqual({
      type: 'QuoteDeclined',
      requestId: project.id,
      quoteVersion: 1,
    });
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$3,900',
        quotedBy: 'Sam',
      }),
    );
    expect(world.request(project.id)?.status).toBe('quoted');
  });

  it('refuses after approval and without a reason', async () => {
    const { world, ada, project, decline } = await setup();
    expectError(
      await decline.execute(customer(ada), project.id, { reason: '' }),
      'validation',
      'Please tell us why you are declining',
    );
    const started = await world.seedRequest(ada, { status: 'in_progress', quoteApproved: true });
    expectError(
      await decline.execute(customer(ada), started.id, { reason: 'Changed my mind' }),
      'conflict',
      'Only a quote waiting for an answer can be declined.',
    );
  });
});

describe('ListQuotes, GetQuoteDocument and MarkQuoteViewed', () => {
  it('list every version with its state, and write nothing: reading is not opening', async () => {
    const { world, ada, project, list, document } = await setup();
    const before = world.tables();
    expectOk(await list.execute(ADMIN, project.id));
    const seen = expectOk(await list.execute(customer(ada), project.id));
    expect(seen.versions.map((v) => [v.version, v.state, v.viewedAt])).toEqual([[1, 'sent', null]]);
    expectOk(await document.execute(customer(ada), project.id, 1));
    expect(world.tables()).toEqual(before);
    expect(world.events().filter((e) => e.type === 'QuoteViewed')).toEqual([]);

    world.clock.advance(31 * DAY_MS);
    const later = expectOk(await list.execute(ADMIN, project.id));
    expect(later.versions[0]?.state).toBe('expired');
    expect(later.acceptance).toBeNull();
  });

  it('the customer opening the current version marks it viewed and tells the team once', async () => {
    const { world, ada, project, list, viewed } = await setup();
    const opened = expectOk(await viewed.execute(customer(ada), project.id, 1));
    expect(opened).toMatchObject({ version: 1, state: 'viewed', viewedAt: world.clock.now() });
    const first = world.clock.now();
    world.clock.advance(60_000);
    const again = expectOk(await viewed.execute(customer(ada), project.id, 1));
    expect(again).toMatchObject({ state: 'viewed', viewedAt: first });
    expect(world.events().filter((e) => e.type === 'QuoteViewed')).toEqual([
      { type: 'QuoteViewed', requestId: project.id, quoteVersion: 1 },
    ]);
    const history = expectOk(await list.execute(ADMIN, project.id));
    expect(history.versions.map((v) => [v.state, v.viewedAt])).toEqual([['viewed', first]]);
  });

  it('tells the team nothing of an opening once the project has moved on past the quote', async () => {
    const { world, ada, project, viewed } = await setup();
    expectOk(
      await new ApproveQuote(world.deps).execute(
        customer(ada),
        project.id,
        { signatureName: 'Ada Carpenter' },
        { ipAddress: null, userAgent: null },
      ),
    );
    const before = world.tables();
    expect(expectOk(await viewed.execute(customer(ada), project.id, 1))).toMatchObject({
      state: 'accepted',
      viewedAt: null,
    });
    expect(world.tables()).toEqual(before);
    expect(world.events().filter((e) => e.type === 'QuoteViewed')).toEqual([]);
  });

  it('shows a replaced version as such; opening it is not opening the quote', async () => {
    const { world, ada, project, list, document, viewed } = await setup();
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$5,100',
        quotedBy: 'Sam',
      }),
    );
    const history = expectOk(await list.execute(ADMIN, project.id));
    expect(history.versions.map((v) => [v.version, v.amount, v.state])).toEqual([
      [1, '$4,800', 'superseded'],
      [2, '$5,100', 'sent'],
    ]);
    const old = expectOk(await document.execute(customer(ada), project.id, 1));
    expect(old).toMatchObject({ quote: { version: 1, amount: '$4,800' }, state: 'superseded' });
    expect(expectOk(await viewed.execute(customer(ada), project.id, 1)).state).toBe('superseded');
    expect(world.tables().quotes.map((q) => q.viewedAt)).toEqual([null, null]);
    expectOk(await viewed.execute(customer(ada), project.id, 2));
    expect(world.tables().quotes.map((q) => q.viewedAt)).toEqual([null, world.clock.now()]);
  });

  it('refuses other customers and unknown versions', async () => {
    const { ben, project, list, document, viewed } = await setup();
    expectError(await list.execute(customer(ben), project.id), 'not_found');
    expectError(await document.execute(customer(ben), project.id, 1), 'not_found');
    expectError(await document.execute(ADMIN, project.id, 9), 'not_found', 'No such quote version');
    expectError(await viewed.execute(customer(ben), project.id, 1), 'not_found');
  });

  it('counts only the customer as opening: the team, a visitor and a temporary session are refused', async () => {
    const { world, ada, project, viewed } = await setup();
    const before = world.tables();
    expectError(
      await viewed.execute(ADMIN, project.id, 1),
      'forbidden',
      'This action is for customers',
    );
    expectError(await viewed.execute(NOBODY, project.id, 1), 'unauthenticated');
    expectError(await viewed.execute(customer(ada, false), project.id, 1), 'forbidden');
    expectError(
      await viewed.execute(customer(ada), project.id, 9),
      'not_found',
      'No such quote version',
    );
    expect(world.tables()).toEqual(before);
  });
});

describe('the reminder', () => {
  it('goes to an unanswered, valid, current version only', async () => {
    const { world, project } = await setup();
    const reminder = world.events().find((e) => e.type === 'QuoteReminderDue');
    expect(reminder).toEqual({ type: 'QuoteReminderDue', requestId: project.id, quoteVersion: 1 });
    // Its schedule: the outbox row is not due before three days ahead of the end.
    const row = world.tables().outbox.find((entry) => entry.key?.startsWith('quote-reminder'));
    expect(row?.key).toBe(`quote-reminder:${project.id}:1`);
    await world.uow.run(async () => ok(undefined));
  });
});
