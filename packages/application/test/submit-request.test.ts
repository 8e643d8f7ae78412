import { describe, expect, it } from 'vitest';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { AttachDraftImage } from '../src/use-cases/attach-draft-image';
import { SubmitRequest, type SubmitRequestCommand } from '../src/use-cases/submit-request';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk, type World } from './world';

/** The one answer, account or not (enumeration finding): the emails tell the person. */
const RECEIVED =
  "Your project request has been received. We'll review it and send you a quote within 3 business days. We've emailed you a confirmation, and your login details if this is your first request.";

const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Carpenter',
  email: 'Ada@Example.com',
  phone: '',
  furnitureType: 'table',
  description: 'Custom Table - modern Style',
  budgetRange: '',
  timeline: 'flexible',
  ...overrides,
});

const image = { path: '3f9c1e.png', originalName: 'my sketch.png' };

function submit(world: World, command: Partial<SubmitRequestCommand> = {}) {
  return new SubmitRequest(world.deps).execute(NOBODY, {
    fields: form(),
    image: null,
    ...command,
  });
}

describe('SubmitRequest', () => {
  it('creates the account on the first request from an email, needing a password change', async () => {
    const world = createWorld();
    const result = expectOk(await submit(world, { image }));

    expect(result.accountCreated).toBe(true);
    expect(result.message).toBe(RECEIVED);
    expect(world.store.tables.users).toHaveLength(1);
    const [user] = world.store.tables.users;
    expect(user).toMatchObject({
      email: 'ada@example.com',
      needsPasswordChange: true,
      passwordHash: null,
    });
    expect(world.store.tables.requests.map((row) => world.request(row.id))).toEqual([
      result.request,
    ]);
    expect(result.request).toMatchObject({
      customerId: user?.id,
      fullName: 'Ada Carpenter',
      email: 'ada@example.com',
      phone: null,
      furnitureType: 'table',
      description: 'Custom Table - modern Style',
      budgetRange: null,
      timeline: 'flexible',
      imagePath: '3f9c1e.png',
      imageOriginalName: 'my sketch.png',
      status: 'new',
      adminNotes: '',
      quoteApproved: false,
      createdAt: world.clock.now(),
    });
    expect(world.events()).toEqual([
      { type: 'AccountCreated', userId: user?.id, email: 'ada@example.com' },
      {
        type: 'RequestSubmitted',
        requestId: result.request.id,
        customerId: user?.id,
        email: 'ada@example.com',
        source: 'quick_form',
      },
    ]);
    expect(
      world.store.tables.outbox.every(
        (entry) => entry.occurredAt.getTime() === world.clock.now().getTime(),
      ),
    ).toBe(true);
    expect(world.files.removed).toEqual([]);
  });

  it('reuses the account on a later request from the same email, whatever its case', async () => {
    const world = createWorld();
    const first = expectOk(await submit(world));
    world.events();
    const second = expectOk(
      await submit(world, { fields: form({ email: '  ADA@example.COM ', furnitureType: 'desk' }) }),
    );

    expect(second.accountCreated).toBe(false);
    expect(second.message).toBe(RECEIVED);
    expect(world.store.tables.users).toHaveLength(1);
    expect(second.request.customerId).toBe(first.request.customerId);
    expect(second.request.id).not.toBe(first.request.id);
    expect(world.events().map((event) => event.type)).toEqual([
      'AccountCreated',
      'RequestSubmitted',
      'RequestSubmitted',
    ]);
    expect(world.events()[2]).toEqual({
      type: 'RequestSubmitted',
      requestId: second.request.id,
      customerId: first.request.customerId,
      email: 'ada@example.com',
      source: 'quick_form',
    });
  });

  it('does not create an account for an email that already has one, even with a password', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const result = expectOk(await submit(world));
    expect(result.request.customerId).toBe(ada.id);
    expect(world.user(ada.id)).toEqual(ada);
    expect(world.events().map((event) => event.type)).toEqual(['RequestSubmitted']);
  });

  it('starts every project as new, whatever status the body claims', async () => {
    for (const status of ['completed', 'quoted', 'in_progress']) {
      const world = createWorld();
      const result = expectOk(await submit(world, { fields: form({ status }) }));
      expect(world.request(result.request.id)?.status).toBe('new');
    }
  });

  it('links the wizard draft of the session to the new account and project', async () => {
    const world = createWorld();
    const sessionId = 'session_1740819600000_k3j9x0q2z';
    expectOk(
      await new SaveCustomization(world.deps).execute({
        fields: { sessionId, furnitureType: 'table', style: 'modern' },
        image: null,
      }),
    );
    const other = 'session_1740819600000_other0000';
    expectOk(
      await new SaveCustomization(world.deps).execute({
        fields: { sessionId: other, furnitureType: 'desk' },
        image: null,
      }),
    );
    world.clock.advance(60_000);

    const result = expectOk(await submit(world, { sessionId }));
    // The wizard names its draft's session: the activity log says where the request came from.
    expect(world.events().at(-1)).toMatchObject({ type: 'RequestSubmitted', source: 'wizard' });

    const drafts = world.store.tables.customizations;
    expect(drafts.find((draft) => draft.sessionId === sessionId)).toMatchObject({
      userId: result.request.customerId,
      requestId: result.request.id,
      completed: true,
      updatedAt: world.clock.now(),
    });
    expect(drafts.find((draft) => draft.sessionId === other)).toMatchObject({
      userId: null,
      requestId: null,
      completed: false,
    });
  });

  it('keeps the visitor notes in full in the project notes, and the budget', async () => {
    const world = createWorld();
    const notes = `For a sunny alcove.\n${'Seats eight on weekdays. '.repeat(70)}`.trim();
    expect(notes.length).toBeGreaterThan(1500);
    const { request } = expectOk(
      await submit(world, { fields: form({ notes, budgetRange: '2500-5000' }) }),
    );
    expect(request).toMatchObject({ notes, budgetRange: '2500-5000' });
    expect(world.store.tables.requests[0]?.notes).toBe(notes);
  });

  it('refuses notes over 2000 characters with a message, rather than cutting them', async () => {
    const world = createWorld();
    expectError(
      await submit(world, { fields: form({ notes: 'n'.repeat(2001) }) }),
      'validation',
      'Notes must be 2000 characters or less',
    );
    expect(world.store.tables.requests).toEqual([]);
  });

  it('answers a repeated submission of a wizard session with the first request, creating nothing', async () => {
    const world = createWorld();
    const sessionId = 'session_1740819600000_twotabs00';
    expectOk(
      await new SaveCustomization(world.deps).execute({
        fields: { sessionId, furnitureType: 'table', style: 'modern' },
        image: null,
      }),
    );
    const first = expectOk(await submit(world, { sessionId }));
    expect(first.repeated).toBe(false);
    const before = world.tables();
    const eventsBefore = world.events().length;

    // A second tab, or a double tap, with a file of its own this time.
    const again = expectOk(await submit(world, { sessionId, image }));
    expect(again).toMatchObject({ repeated: true, message: RECEIVED, accountCreated: false });
    expect(again.request.id).toBe(first.request.id);
    expect(world.tables()).toEqual(before);
    expect(world.events()).toHaveLength(eventsBefore);
    // The repeat's own upload is not kept: the first request has its image.
    expect(world.files.removed).toEqual([image.path]);
  });

  it('submits without linking anything when the session has no draft', async () => {
    const world = createWorld();
    const result = expectOk(await submit(world, { sessionId: 'session_0_nothing00' }));
    expect(result.request.status).toBe('new');
    expect(world.store.tables.customizations).toEqual([]);
  });

  it('takes the account from the form, not from who is signed in', async () => {
    const world = createWorld();
    const ben = await world.seedCustomer({ email: 'ben@example.com' });
    const result = expectOk(
      await new SubmitRequest(world.deps).execute(customer(ben), {
        fields: form({ email: 'ada@example.com' }),
        image: null,
      }),
    );
    expect(result.request.customerId).not.toBe(ben.id);
    expect(world.user(result.request.customerId)?.email).toBe('ada@example.com');
    expect(
      expectOk(await new SubmitRequest(world.deps).execute(ADMIN, { fields: form(), image: null }))
        .accountCreated,
    ).toBe(false);
  });

  it.each([
    ['a missing full name', { fullName: '' }, 'Full name is required'],
    ['a blank full name', { fullName: '   ' }, 'Full name is required'],
    ['an absent full name', { fullName: undefined }, 'Full name is required'],
    ['an invalid email', { email: 'ada-at-example.com' }, 'Please enter a valid email address'],
    ['an empty email', { email: '' }, 'Please enter a valid email address'],
    [
      'a 501-character description',
      { description: 'x'.repeat(501) },
      'Description must be 500 characters or less',
    ],
    [
      'an unknown status',
      { status: 'archived' },
      'Status must be one of: new, quoted, in_progress, completed, declined',
    ],
  ])(
    'refuses %s, removes the uploaded image and writes nothing',
    async (_case, overrides, message) => {
      const world = createWorld();
      await world.seedCustomer({ email: 'ben@example.com' });
      const before = world.tables();

      const error = expectError(
        await submit(world, { fields: form(overrides), image, sessionId: 's' }),
        'validation',
        message,
      );

      expect(error.kind === 'validation' && error.fieldErrors).toBeTruthy();
      expect(world.files.removed).toEqual(['3f9c1e.png']);
      expect(world.tables()).toEqual(before);
      expect(world.events()).toEqual([]);
    },
  );

  it('accepts a description of exactly 500 characters', async () => {
    const world = createWorld();
    const result = expectOk(
      await submit(world, { fields: form({ description: 'x'.repeat(500) }) }),
    );
    expect(result.request.description).toHaveLength(500);
  });

  it('refuses a body that is not an object', async () => {
    const world = createWorld();
    expectError(
      await submit(world, { fields: 'fullName=Ada' }),
      'validation',
      'Expected a JSON object',
    );
    expect(world.store.tables.requests).toEqual([]);
  });

  it('writes nothing and removes the upload when the store fails mid-way', async () => {
    const world = createWorld();
    world.uow.outbox.failNextAdd = new Error('connection lost');

    await expect(submit(world, { image })).rejects.toThrow('connection lost');

    expect(world.store.tables.users).toEqual([]);
    expect(world.store.tables.requests).toEqual([]);
    expect(world.events()).toEqual([]);
    expect(world.files.removed).toEqual(['3f9c1e.png']);
  });

  describe('with the wizard image by reference', () => {
    const SESSION = 'session_1740819600000_a1b2c3d4e';
    const STORED = { path: '0123456789abcdef0123456789abcdef.png', originalName: 'oak.png' };

    async function withDraftImage(world: World) {
      expectOk(
        await new AttachDraftImage(world.deps).execute({
          fields: { sessionId: SESSION, furnitureType: 'desk' },
          image: STORED,
        }),
      );
    }

    it("shares the draft's stored image: uploaded once, kept once", async () => {
      const world = createWorld();
      await withDraftImage(world);
      const { request } = expectOk(
        await submit(world, { sessionId: SESSION, imageRef: STORED.path }),
      );
      expect(request).toMatchObject({ imagePath: STORED.path, imageOriginalName: 'oak.png' });
      expect(world.store.tables.customizations[0]).toMatchObject({
        requestId: request.id,
        completed: true,
        imagePath: STORED.path,
      });
      expect(world.files.removed).toEqual([]);
    });

    it.each([
      ['another session', { sessionId: 'session_2_zzzzzzzzz' }],
      ['no session', { sessionId: undefined }],
      ['a name the draft does not hold', { imageRef: 'fedcba9876543210fedcba9876543210.png' }],
    ])('refuses the reference with %s: a reference is no key to a file', async (_case, changes) => {
      const world = createWorld();
      await withDraftImage(world);
      const before = world.tables();
      expectError(
        await submit(world, { sessionId: SESSION, imageRef: STORED.path, ...changes }),
        'validation',
        'The inspiration image is no longer part of this design. Please choose it again on step 2.',
      );
      expect(world.tables()).toEqual(before);
      expect(world.files.removed).toEqual([]);
    });

    it('refuses a reference that is not a stored name, and a reference beside a file', async () => {
      const world = createWorld();
      await withDraftImage(world);
      expectError(
        await submit(world, { sessionId: SESSION, imageRef: '../secret.png' }),
        'validation',
        'The image reference is not one this site gave out',
      );
      expectError(
        await submit(world, { sessionId: SESSION, imageRef: STORED.path, image }),
        'validation',
        'Send the image or its reference, not both',
      );
      expect(world.files.removed).toEqual([image.path]);
    });
  });
});
