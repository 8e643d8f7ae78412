import { describe, expect, it } from 'vitest';
import { defaultValidUntil, validityEnd, type RequestStatus } from '@workshop/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const quote = (overrides: Record<string, unknown> = {}) => ({
  quoteAmount: '$1,200 - $1,500',
  quoteNotes: 'Walnut top, oil finish',
  quotedBy: 'Ben Joiner',
  ...overrides,
});

async function setup(status: RequestStatus = 'new') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada, { status });
  world.clock.advance(24 * 60 * 60 * 1000);
  return { world, ada, project, provide: new ProvideQuote(world.deps) };
}

describe('ProvideQuote', () => {
  it('quotes a new request: amount, notes, quoted by, quoted at, and status quoted', async () => {
    const { world, project, provide } = await setup();
    const result = expectOk(await provide.execute(ADMIN, project.id, quote()));

    const stored = world.request(project.id);
    expect(stored).toEqual(result);
    expect(stored).toMatchObject({
      status: 'quoted',
      quoteAmount: '$1,200 - $1,500',
      quoteNotes: 'Walnut top, oil finish',
      quotedBy: 'Ben Joiner',
      quotedAt: world.clock.now(),
      quoteApproved: false,
      updatedAt: world.clock.now(),
    });
    expect(world.events()).toEqual([
      { type: 'QuoteProvided', requestId: project.id, by: null },
      { type: 'QuoteReminderDue', requestId: project.id, quoteVersion: 1 },
    ]);
    expect(world.tables().quotes).toEqual([
      {
        requestId: project.id,
        version: 1,
        amount: '$1,200 - $1,500',
        priceCents: null,
        depositPercent: null,
        notes: 'Walnut top, oil finish',
        quotedBy: 'Ben Joiner',
        quotedAt: world.clock.now(),
        validUntil: defaultValidUntil(world.clock.now()),
        design: null,
        lines: null,
        salesTax: null,
        taxExemptReason: null,
        viewedAt: null,
        changesRequestedAt: null,
        changesRequest: null,
        declinedAt: null,
        declineReason: null,
      },
    ]);
    // Reminded three days before the end of its 30 days.
    const reminder = world.tables().outbox[1];
    expect(reminder?.nextAttemptAt?.getTime()).toBe(
      validityEnd(defaultValidUntil(world.clock.now())).getTime() - 3 * DAY_MS,
    );
  });

  it('revises a quote waiting for an answer: v2 becomes the request’s quote, v1 stays', async () => {
    const { world, project, provide } = await setup();
    expectOk(await provide.execute(ADMIN, project.id, quote()));
    world.clock.advance(DAY_MS);
    const revised = expectOk(
      await provide.execute(
        ADMIN,
        project.id,
        quote({
          quoteAmount: '$1,350',
          quoteNotes: '',
          validUntil: defaultValidUntil(world.clock.now()),
        }),
      ),
    );
    expect(revised).toMatchObject({ status: 'quoted', quoteAmount: '$1,350', quoteNotes: null });
    expect(world.tables().quotes.map((q) => [q.version, q.amount])).toEqual([
      [1, '$1,200 - $1,500'],
      [2, '$1,350'],
    ]);
  });

  it('reopens a declined project with a new version', async () => {
    const { world, project, provide } = await setup('declined');
    expectOk(await provide.execute(ADMIN, project.id, quote({ quoteAmount: '$700' })));
    expect(world.request(project.id)).toMatchObject({ status: 'quoted', quoteAmount: '$700' });
    expect(world.tables().quotes.map((q) => q.version)).toEqual([1, 2]);
  });

  it.each([
    ['a past day', '2020-01-01', 'The quote must be valid until a future date.'],
    ['a day over a year away', '2099-01-01', 'A quote can be valid for at most 365 days.'],
    ['no date', 'soon', 'Valid until must be a date (YYYY-MM-DD)'],
  ])('refuses %s as the validity date', async (_case, validUntil, message) => {
    const { world, project, provide } = await setup();
    world.clock.set(new Date('2026-03-01T12:00:00Z'));
    const before = world.tables();
    const error = expectError(
      await provide.execute(ADMIN, project.id, quote({ validUntil })),
      'validation',
      message,
    );
    expect(error).toMatchObject({ fieldErrors: { validUntil: message } });
    expect(world.tables()).toEqual(before);
  });

  it('stores empty quote notes as none', async () => {
    const { world, project, provide } = await setup();
    expectOk(await provide.execute(ADMIN, project.id, quote({ quoteNotes: '' })));
    expect(world.request(project.id)?.quoteNotes).toBeNull();
  });

  it.each([
    ['the amount', { quoteAmount: '' }, 'Quote amount is required'],
    ['the amount (absent)', { quoteAmount: undefined }, 'Quote amount is required'],
    ['the employee name', { quotedBy: '  ' }, 'Employee name is required'],
  ])('refuses a quote without %s', async (_case, overrides, message) => {
    const { world, project, provide } = await setup();
    const before = world.tables();
    expectError(await provide.execute(ADMIN, project.id, quote(overrides)), 'validation', message);
    expect(world.tables()).toEqual(before);
  });

  it.each(['in_progress', 'completed'] as const)(
    'refuses to quote a %s project',
    async (status) => {
      const { world, project, provide } = await setup(status);
      const before = world.tables();
      const error = expectError(
        await provide.execute(ADMIN, project.id, quote()),
        'conflict',
        'A quote can only be provided until the customer approves one.',
      );
      expect(error).toMatchObject({ rule: 'PROVIDE_QUOTE' });
      expect(world.tables()).toEqual(before);
    },
  );

  it('refuses customers (even the owner) and the anonymous', async () => {
    const { world, ada, project, provide } = await setup();
    const before = world.tables();
    expectError(
      await provide.execute(customer(ada), project.id, quote()),
      'forbidden',
      'Admin access required',
    );
    expectError(await provide.execute(NOBODY, project.id, quote()), 'unauthenticated');
    expect(world.tables()).toEqual(before);
  });

  it('answers not found for a project that does not exist', async () => {
    const { provide } = await setup();
    expectError(await provide.execute(ADMIN, 77, quote()), 'not_found', 'Project not found');
  });

  it('records nothing when the event cannot be written', async () => {
    const { world, project, provide } = await setup();
    const before = world.tables();
    world.uow.outbox.failNextAdd = new Error('disk full');
    await expect(provide.execute(ADMIN, project.id, quote())).rejects.toThrow('disk full');
    expect(world.tables()).toEqual(before);
  });

  it('pins the design given, keeps it on a revision without one, and refuses a bad one with its reason', async () => {
    const { world, project, provide } = await setup();
    const design = {
      furnitureType: 'table',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      dimensions: { length: '84', width: '40' },
    };
    expectOk(await provide.execute(ADMIN, project.id, quote({ design })));
    const refused = expectError(
      await provide.execute(
        ADMIN,
        project.id,
        quote({ design: { ...design, features: ['Wings'] } }),
      ),
      'validation',
    );
    expect(refused.message).toBe('Wings is not a feature offered for a table');
    expectOk(await provide.execute(ADMIN, project.id, quote({ quoteAmount: '$5,700' })));
    const pinned = world.store.tables.quotes.map((version) => version.design);
    expect(pinned).toHaveLength(2);
    expect(pinned[1]).toEqual(pinned[0]);
    expect(pinned[0]).toMatchObject({ specificMaterial: 'walnut', dimensions: { length: '84' } });
  });

  it('pins no design for a project sent by the quick form when none is given', async () => {
    const { world, project, provide } = await setup();
    expectOk(await provide.execute(ADMIN, project.id, quote()));
    expect(world.store.tables.quotes[0]?.design).toBeNull();
  });
});
