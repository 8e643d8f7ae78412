import { describe, expect, it } from 'vitest';
import { ListInbox } from '../src/use-cases/list-inbox';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { RequestQuoteChanges } from '../src/use-cases/request-quote-changes';
import { ADMIN, createWorld, customer, expectOk } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('ListInbox', () => {
  it('lists a request not quoted yet as new, and as overdue (only) once past the promise', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const old = await world.seedRequest(ada);
    world.clock.advance(10 * DAY_MS);
    const fresh = await world.seedRequest(ada);
    const inbox = expectOk(await new ListInbox(world.deps).execute(ADMIN));
    expect(inbox.items.map((item) => [item.kind, item.projectId])).toEqual([
      ['overdue-quote', old.id],
      ['new-request', fresh.id],
    ]);
    expect(inbox.total).toBe(2);

    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, fresh.id, {
        quoteAmount: '$900',
        quotedBy: 'Sam',
      }),
    );
    const after = expectOk(await new ListInbox(world.deps).execute(ADMIN));
    expect(after.items.map((item) => [item.kind, item.projectId])).toEqual([
      ['overdue-quote', old.id],
    ]);
  });

  it('lists a change request once, not also its words as an unread message', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const project = await world.seedRequest(ada);
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$900',
        quotedBy: 'Sam',
      }),
    );
    expectOk(
      await new RequestQuoteChanges(world.deps).execute(customer(ada), project.id, {
        message: 'Oak?',
      }),
    );
    const inbox = expectOk(await new ListInbox(world.deps).execute(ADMIN));
    expect(inbox.items.map((item) => [item.kind, item.projectId])).toEqual([
      ['change-request', project.id],
    ]);
    expect(inbox.total).toBe(1);
  });
});
