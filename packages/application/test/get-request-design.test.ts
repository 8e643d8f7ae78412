import { describe, expect, it } from 'vitest';
import { GetRequestDesign } from '../src/use-cases/get-request-design';
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
    const design = expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id));
    expect(design).toEqual({
      furnitureType: 'locker',
      style: 'industrial',
      material: 'mcp',
      specificMaterial: 'white-melamine',
      finish: 'laminated',
      specificFinish: 'textured-laminate',
      dimensions: '{"width":"12","compartments":"6"}',
      features: ['Coat Hooks'],
      estimatedPrice: expect.stringMatching(/^\$[\d,]+ – \$[\d,]+$/),
      updatedAt: world.clock.now(),
    });
    expect(design).not.toHaveProperty('email');
  });

  it('answers null for a request that did not come from the wizard', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const request = await world.seedRequest(ada);
    expect(expectOk(await new GetRequestDesign(world.deps).execute(ADMIN, request.id))).toBeNull();
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
