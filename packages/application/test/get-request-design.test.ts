import { describe, expect, it } from 'vitest';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { GetRequestDesign } from '../src/use-cases/get-request-design';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

const SESSION = 'session_1740819600000_a1b2c3d4e';

describe('GetRequestDesign', () => {
  async function wizardProject() {
    const world = createWorld();
    expectOk(
      await new SaveCustomization(world.deps).execute({
        fields: {
          sessionId: SESSION,
          furnitureType: 'locker',
          style: 'industrial',
          constructionMaterial: 'mcp',
          specificMaterial: 'white-melamine',
          surfaceFinish: 'laminated',
          specificFinish: 'textured-laminate',
          dimensions: '{"width":"12","compartments":"6"}',
          features: '["Coat Hooks"]',
          notes: 'Budget about $5,000, two leaves',
          fullName: 'Ada',
          email: 'ada@example.com',
        },
        image: null,
      }),
    );
    const { request } = expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada', email: 'ada@example.com', furnitureType: 'locker' },
        image: null,
        sessionId: SESSION,
      }),
    );
    return { world, request };
  }

  it('gives the workshop the design a wizard project came from, with its estimate', async () => {
    const { world, request } = await wizardProject();
    const designs = expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id));
    expect(designs.requested).toEqual({
      furnitureType: 'locker',
      style: 'industrial',
      material: 'mcp',
      specificMaterial: 'white-melamine',
      finish: 'laminated',
      specificFinish: 'textured-laminate',
      dimensions: '{"width":"12","compartments":"6"}',
      features: ['Coat Hooks'],
      base: null,
      leafCount: null,
      leafLength: null,
      estimatedPrice: expect.stringMatching(/^\$[\d,]+ – \$[\d,]+$/),
      updatedAt: world.clock.now(),
    });
    expect(designs.requested).not.toHaveProperty('email');
    // Before any signature the design in force is the customer's, without their notes.
    expect(designs.agreed).toMatchObject({
      source: { kind: 'request' },
      estimatedPrice: designs.requested?.estimatedPrice,
      design: { furnitureType: 'locker', specificMaterial: 'white-melamine', notes: '' },
    });
  });

  it('answers the signed version’s design once the customer signs it, the request kept as sent', async () => {
    const { world, request } = await wizardProject();
    const quote = new ProvideQuote(world.deps);
    expectOk(await quote.execute(ADMIN, request.id, { quoteAmount: '$900', quotedBy: 'Sam' }));
    const v2 = {
      furnitureType: 'locker',
      style: 'industrial',
      dimensions: { width: '15', compartments: '4' },
      features: ['Number Plates'],
    };
    expectOk(
      await quote.execute(ADMIN, request.id, {
        quoteAmount: '$1,100',
        quotedBy: 'Sam',
        design: v2,
      }),
    );
    const owner = world.store.tables.users.find((user) => user.email === 'ada@example.com')!;
    expectOk(
      await new ApproveQuote(world.deps).execute(
        customer(owner),
        request.id,
        { signatureName: 'Ada' },
        { ipAddress: null, userAgent: null },
      ),
    );
    const designs = expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id));
    expect(designs.agreed).toMatchObject({
      source: { kind: 'quote', version: 2, signed: true },
      estimatedPrice: null,
      design: { dimensions: { width: '15', compartments: '4' }, features: ['Number Plates'] },
    });
    expect(designs.requested).toMatchObject({ dimensions: '{"width":"12","compartments":"6"}' });
  });

  it('answers the quoted design of a request the workshop designed in its quote', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const request = await world.seedRequest(ada, { furnitureType: 'other' });
    const empty = expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id));
    expect(empty).toEqual({ agreed: null, requested: null });
    const design = { furnitureType: 'table', base: 'pedestal', dimensions: { length: '48' } };
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, request.id, {
        quoteAmount: '$2,000',
        quotedBy: 'Sam',
        design,
      }),
    );
    const designs = expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id));
    expect(designs.requested).toBeNull();
    expect(designs.agreed).toMatchObject({
      source: { kind: 'quote', version: 1, signed: false },
      design: { furnitureType: 'table', base: 'pedestal', leafCount: 0, leafLength: 18 },
      updatedAt: world.clock.now(),
    });
  });

  it("is the workshop's: anonymous 401, a customer 403, an unknown project 404", async () => {
    const { world, request } = await wizardProject();
    const useCase = new GetRequestDesign(world.deps);
    expectError(await useCase.execute(NOBODY, request.id), 'unauthenticated');
    // Even the project's own customer: the design is the workshop's starting point.
    const owner = world.store.tables.users.find((user) => user.email === 'ada@example.com')!;
    expectError(await useCase.execute(customer(owner), request.id), 'forbidden');
    expectError(await useCase.execute(ADMIN, 9999), 'not_found');
  });
});
