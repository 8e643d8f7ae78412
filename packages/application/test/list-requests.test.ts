import { describe, expect, it } from 'vitest';
import { ListRequests } from '../src/use-cases/list-requests';
import { ADMIN, HOUR_MS, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function threeProjects() {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const ben = await world.seedCustomer({ email: 'ben@example.com' });
  const adaOld = await world.seedRequest(ada, { adminNotes: 'Pays late' });
  world.clock.advance(HOUR_MS);
  const bens = await world.seedRequest(ben, { adminNotes: 'Friend of the owner' });
  world.clock.advance(HOUR_MS);
  const adaNew = await world.seedRequest(ada, { status: 'quoted', quoteAmount: '$900' });
  return { world, ada, ben, adaOld, bens, adaNew, list: new ListRequests(world.deps) };
}

describe('ListRequests', () => {
  it('gives the workshop every project, newest first, with its internal notes', async () => {
    const { list, adaOld, bens, adaNew } = await threeProjects();
    const result = expectOk(await list.execute(ADMIN));
    expect(result.view).toBe('admin');
    expect(result.requests.map((request) => request.id)).toEqual([adaNew.id, bens.id, adaOld.id]);
    expect(result.requests[1]).toEqual(bens);
    expect(result.requests[2]).toMatchObject({ adminNotes: 'Pays late' });
  });

  it('gives a customer only their own projects, without the internal notes', async () => {
    const { list, ada, ben, adaOld, bens, adaNew } = await threeProjects();

    const adas = expectOk(await list.execute(customer(ada)));
    expect(adas.view).toBe('customer');
    expect(adas.requests.map((request) => request.id)).toEqual([adaNew.id, adaOld.id]);
    for (const request of adas.requests) expect(request).not.toHaveProperty('adminNotes');
    const { adminNotes, ...visible } = adaNew;
    expect(adminNotes).toBe('');
    expect(adas.requests[0]).toEqual(visible);

    const bensList = expectOk(await list.execute(customer(ben)));
    expect(bensList.requests.map((request) => request.id)).toEqual([bens.id]);
    expect(JSON.stringify(bensList)).not.toContain('Friend of the owner');
  });

  it('scopes by the signed-in account, not by the email on the actor', async () => {
    const { list, ada, ben, bens } = await threeProjects();
    const result = expectOk(await list.execute({ ...customer(ben), email: ada.email }));
    expect(result.requests.map((request) => request.id)).toEqual([bens.id]);
  });

  it('gives a customer with no project an empty list', async () => {
    const { world, list } = await threeProjects();
    const cy = await world.seedCustomer({ email: 'cy@example.com' });
    expect(expectOk(await list.execute(customer(cy))).requests).toEqual([]);
  });

  it('refuses an anonymous visitor', async () => {
    const { list } = await threeProjects();
    expectError(await list.execute(NOBODY), 'unauthenticated', 'Please sign in to continue.');
  });

  it('refuses a session opened with a temporary password', async () => {
    const { list, ada } = await threeProjects();
    expectError(
      await list.execute(customer(ada, false)),
      'forbidden',
      'Please change your temporary password to continue.',
    );
  });
});
