import { describe, expect, it } from 'vitest';
import { QUOTE_TERMS, type RequestStatus } from '@workshop/domain';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const ORIGIN = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' };
const SIGNED = { signatureName: 'Ada Carpenter' };
const DAY_MS = 24 * 60 * 60 * 1000;

async function setup(status: RequestStatus = 'quoted') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteAmount: status === 'new' ? null : '$800',
    quoteApproved: status === 'in_progress' || status === 'completed',
    adminNotes: 'internal',
  });
  world.clock.advance(3 * 60 * 60 * 1000);
  return { world, ada, ben, project, approve: new ApproveQuote(world.deps) };
}

describe('ApproveQuote', () => {
  it('puts a quoted project in progress and keeps a binding acceptance of the quote', async () => {
    const { world, ada, project, approve } = await setup();
    const result = expectOk(await approve.execute(customer(ada), project.id, SIGNED, ORIGIN));

    expect(world.request(project.id)).toMatchObject({
      status: 'in_progress',
      quoteApproved: true,
      quoteApprovedAt: world.clock.now(),
      quoteAmount: '$800',
      updatedAt: world.clock.now(),
    });
    expect(result).toMatchObject({ id: project.id, status: 'in_progress', quoteApproved: true });
    expect(result).not.toHaveProperty('adminNotes');
    expect(world.tables().acceptances).toEqual([
      {
        requestId: project.id,
        version: 1,
        amount: '$800',
        method: 'typed_signature',
        signatureName: 'Ada Carpenter',
        acceptedAt: world.clock.now(),
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone)',
        terms: QUOTE_TERMS,
        chosenLines: [],
        priceCents: null,
      },
    ]);
    expect(world.events()).toEqual([{ type: 'QuoteApproved', requestId: project.id }]);
  });

  it('accepts the current version by click when the call carries no form, in the name on the project', async () => {
    const { world, ada, project, approve } = await setup();
    const result = expectOk(await approve.execute(customer(ada), project.id, undefined, ORIGIN));
    expect(result).toMatchObject({ status: 'in_progress', quoteApproved: true });
    expect(world.tables().acceptances).toEqual([
      {
        requestId: project.id,
        version: 1,
        amount: '$800',
        method: 'click',
        signatureName: project.fullName,
        acceptedAt: world.clock.now(),
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone)',
        terms: QUOTE_TERMS,
        chosenLines: [],
        priceCents: null,
      },
    ]);
    expect(world.events()).toEqual([{ type: 'QuoteApproved', requestId: project.id }]);
  });

  it('keeps every rule for a click: another customer, a replaced or expired quote, twice', async () => {
    const { world, ada, ben, project, approve } = await setup();
    expectError(
      await approve.execute(customer(ben), project.id, undefined, ORIGIN),
      'not_found',
      'Project not found',
    );
    expectError(await approve.execute(NOBODY, project.id, undefined, ORIGIN), 'unauthenticated');
    world.clock.advance(31 * DAY_MS);
    const before = world.tables();
    expectError(
      await approve.execute(customer(ada), project.id, undefined, ORIGIN),
      'conflict',
      'This quote has expired. Please ask us for an updated quote.',
    );
    expect(world.tables()).toEqual(before);
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$900',
        quotedBy: 'Ben',
      }),
    );
    expectOk(await approve.execute(customer(ada), project.id, undefined, ORIGIN));
    expect(world.tables().acceptances).toMatchObject([{ version: 2, method: 'click' }]);
    expectError(
      await approve.execute(customer(ada), project.id, undefined, ORIGIN),
      'conflict',
      'Only a quoted project can be approved.',
    );
  });

  it('needs the typed name, and writes nothing without it', async () => {
    const { world, ada, project, approve } = await setup();
    const before = world.tables();
    const error = expectError(
      await approve.execute(customer(ada), project.id, { signatureName: '  ' }, ORIGIN),
      'validation',
    );
    expect(error).toMatchObject({
      fieldErrors: { signatureName: 'Please type your full name to sign the acceptance' },
    });
    expect(world.tables()).toEqual(before);
  });

  it('refuses a version a newer one replaced, and an expired quote', async () => {
    const { world, ada, project, approve } = await setup();
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
        quoteAmount: '$900',
        quotedBy: 'Ben',
        validUntil: new Date(world.clock.now().getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
      }),
    );
    expectError(
      await approve.execute(customer(ada), project.id, { ...SIGNED, version: 1 }, ORIGIN),
      'conflict',
      'This quote has been replaced by a newer version. Please review the current quote.',
    );
    expectError(
      await approve.execute(customer(ada), project.id, { ...SIGNED, version: 7 }, ORIGIN),
      'not_found',
      'No such quote version',
    );
    world.clock.advance(3 * DAY_MS);
    const before = world.tables();
    expectError(
      await approve.execute(customer(ada), project.id, SIGNED, ORIGIN),
      'conflict',
      'This quote has expired. Please ask us for an updated quote.',
    );
    expect(world.tables()).toEqual(before);
  });

  it('refuses a second approval of the same quote', async () => {
    const { world, ada, project, approve } = await setup();
    expectOk(await approve.execute(customer(ada), project.id, SIGNED, ORIGIN));
    const before = world.tables();
    expectError(
      await approve.execute(customer(ada), project.id, SIGNED, ORIGIN),
      'conflict',
      'Only a quoted project can be approved.',
    );
    expect(world.tables()).toEqual(before);
    expect(world.events()).toHaveLength(1);
  });

  it.each(['new', 'in_progress', 'completed', 'declined'] as const)(
    'refuses to approve a %s project, before asking for a name',
    async (status) => {
      const { world, ada, project, approve } = await setup(status);
      const before = world.tables();
      const error = expectError(
        await approve.execute(customer(ada), project.id, {}, ORIGIN),
        'conflict',
        'Only a quoted project can be approved.',
      );
      expect(error).toMatchObject({ rule: 'APPROVE_QUOTE' });
      expect(world.tables()).toEqual(before);
    },
  );

  it("answers not found when a customer approves another customer's quote", async () => {
    const { world, ben, project, approve } = await setup();
    const before = world.tables();
    expectError(
      await approve.execute(customer(ben), project.id, SIGNED, ORIGIN),
      'not_found',
      'Project not found',
    );
    expect(world.tables()).toEqual(before);
  });

  it('refuses the anonymous, the workshop and a temporary-password session', async () => {
    const { world, ada, project, approve } = await setup();
    const before = world.tables();
    expectError(await approve.execute(NOBODY, project.id, SIGNED, ORIGIN), 'unauthenticated');
    expectError(
      await approve.execute(ADMIN, project.id, SIGNED, ORIGIN),
      'forbidden',
      'This action is for customers',
    );
    expectError(
      await approve.execute(customer(ada, false), project.id, SIGNED, ORIGIN),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expect(world.tables()).toEqual(before);
  });

  it('stores the signed copy once, drawn from the version as accepted', async () => {
    const { world, ada, project, approve } = await setup();
    expectOk(await approve.execute(customer(ada), project.id, SIGNED, ORIGIN));

    expect(world.signedCopies.made).toHaveLength(1);
    const [drawn] = world.signedCopies.made;
    expect(drawn).toMatchObject({
      request: { id: project.id, status: 'in_progress' },
      quote: { version: 1, amount: '$800' },
      acceptance: {
        version: 1,
        signatureName: 'Ada Carpenter',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone)',
        acceptedAt: world.clock.now(),
      },
      terms: QUOTE_TERMS,
    });
    const [stored] = world.tables().signedCopies;
    expect(stored).toMatchObject({
      requestId: project.id,
      version: 1,
      createdAt: world.clock.now(),
    });
    expect(stored?.quoteSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(world.files.stored.has(stored!.storageKey)).toBe(true);

    // A second approval is refused and draws nothing more.
    await approve.execute(customer(ada), project.id, SIGNED, ORIGIN);
    expect(world.signedCopies.made).toHaveLength(1);
    expect(world.tables().signedCopies).toHaveLength(1);
  });

  it('accepts nothing when the signed copy cannot be drawn', async () => {
    const { world, ada, project, approve } = await setup();
    world.signedCopies.failNext = true;
    await expect(approve.execute(customer(ada), project.id, SIGNED, ORIGIN)).rejects.toThrow(
      'The signed copy could not be drawn',
    );
    expect(world.request(project.id)).toMatchObject({ status: 'quoted', quoteApproved: false });
    expect(world.tables().acceptances).toEqual([]);
    expect(world.tables().signedCopies).toEqual([]);
    expect(world.events()).toEqual([]);
  });
});
