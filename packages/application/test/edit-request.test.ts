import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '@workshop/domain';
import { EditRequest } from '../src/use-cases/edit-request';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const edits = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Lovelace',
  email: 'ada.l@example.com',
  phone: '555-0100',
  furnitureType: 'desk',
  description: 'An oak desk with a hutch',
  budgetRange: '2500-5000',
  timeline: '2-3-months',
  ...overrides,
});

async function setup(status: RequestStatus = 'new') {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const project = await world.seedRequest(ada, {
    status,
    quoteApproved: status === 'in_progress' || status === 'completed',
    adminNotes: 'internal',
  });
  return { world, ada, ben, project, edit: new EditRequest(world.deps) };
}

describe('EditRequest', () => {
  it('lets the owner edit a new request and returns it without the internal notes', async () => {
    const { world, ada, project, edit } = await setup();
    world.clock.advance(5 * 60_000);

    const result = expectOk(await edit.execute(customer(ada), project.id, edits()));

    expect(result).not.toHaveProperty('adminNotes');
    expect(world.request(project.id)).toEqual({
      ...project,
      fullName: 'Ada Lovelace',
      email: 'ada.l@example.com',
      phone: '555-0100',
      furnitureType: 'desk',
      description: 'An oak desk with a hutch',
      budgetRange: '2500-5000',
      timeline: '2-3-months',
      updatedAt: world.clock.now(),
    });
    expect(world.request(project.id)?.customerId).toBe(ada.id);
  });

  it('records which fields changed (names only) for the activity log, and nothing when none did', async () => {
    const { world, ada, project, edit } = await setup();
    const same = {
      fullName: project.fullName,
      email: project.email,
      phone: project.phone ?? '',
      furnitureType: project.furnitureType ?? '',
      description: project.description ?? '',
      budgetRange: project.budgetRange ?? '',
      timeline: project.timeline ?? '',
    };
    expectOk(await edit.execute(customer(ada), project.id, same));
    expect(world.events()).toEqual([]);

    expectOk(
      await edit.execute(customer(ada), project.id, { ...same, phone: '555-0199', timeline: '' }),
    );
    const changed = project.timeline === null ? ['phone'] : ['phone', 'timeline'];
    expect(world.events()).toEqual([
      { type: 'RequestEdited', requestId: project.id, fields: changed },
    ]);
  });

  it('clears the optional fields sent empty', async () => {
    const { world, ada, project, edit } = await setup();
    expectOk(
      await edit.execute(
        customer(ada),
        project.id,
        edits({ phone: '', description: '', budgetRange: '', timeline: '', furnitureType: '' }),
      ),
    );
    expect(world.request(project.id)).toMatchObject({
      phone: null,
      description: null,
      budgetRange: null,
      timeline: null,
      furnitureType: null,
    });
  });

  it('cannot change the status, the quote or the internal notes', async () => {
    const { world, ada, project, edit } = await setup();
    expectOk(
      await edit.execute(
        customer(ada),
        project.id,
        edits({ status: 'completed', quoteAmount: '$1', quoteApproved: true, adminNotes: 'mine' }),
      ),
    );
    expect(world.request(project.id)).toMatchObject({
      status: 'new',
      quoteAmount: null,
      quoteApproved: false,
      adminNotes: 'internal',
    });
  });

  it.each(['quoted', 'in_progress', 'completed'] as const)(
    'refuses an edit once the project is %s',
    async (status) => {
      const { world, ada, project, edit } = await setup(status);
      const before = world.tables();
      const error = expectError(
        await edit.execute(customer(ada), project.id, edits()),
        'conflict',
        'A project can only be edited while it is a new request.',
      );
      expect(error).toMatchObject({ rule: 'EDIT' });
      expect(world.tables()).toEqual(before);
    },
  );

  it("answers not found for another customer's project and changes nothing", async () => {
    const { world, ben, project, edit } = await setup();
    const before = world.tables();
    expectError(
      await edit.execute(customer(ben), project.id, edits()),
      'not_found',
      'Project not found',
    );
    expect(world.tables()).toEqual(before);
  });

  it('answers not found for a project that does not exist', async () => {
    const { ada, edit } = await setup();
    expectError(await edit.execute(customer(ada), 999, edits()), 'not_found', 'Project not found');
  });

  it('refuses the anonymous, the workshop and a temporary-password session', async () => {
    const { world, ada, project, edit } = await setup();
    const before = world.tables();
    expectError(await edit.execute(NOBODY, project.id, edits()), 'unauthenticated');
    expectError(
      await edit.execute(ADMIN, project.id, edits()),
      'forbidden',
      'This action is for customers',
    );
    expectError(
      await edit.execute(customer(ada, false), project.id, edits()),
      'forbidden',
      'Please change your temporary password to continue.',
    );
    expect(world.tables()).toEqual(before);
  });

  it.each([
    ['fullName', { fullName: '' }, 'Full name is required'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['description', { description: 'y'.repeat(501) }, 'Description must be 500 characters or less'],
  ])('refuses an invalid %s with the spec message', async (field, overrides, message) => {
    const { world, ada, project, edit } = await setup();
    const before = world.tables();
    const error = expectError(
      await edit.execute(customer(ada), project.id, edits(overrides)),
      'validation',
      message,
    );
    expect(error).toMatchObject({ fieldErrors: { [field]: message } });
    expect(world.tables()).toEqual(before);
  });
});
