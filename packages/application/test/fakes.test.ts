import { describe, expect, it } from 'vitest';
import { errors, fail, ok, type CustomizationFields } from '../src';
import {
  FakeCustomizationRepository,
  FakeMessageRepository,
  FakeRequestRepository,
  FakeSessionRepository,
} from './fakes';
import { createWorld, HOUR_MS } from './world';

/** The fakes stand in for Postgres, so they must keep the port contracts themselves. */
describe('fake unit of work', () => {
  it('commits what the work wrote when it returns ok', async () => {
    const world = createWorld();
    const result = await world.uow.run(async (tx) => {
      const user = await tx.users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: world.clock.now(),
      });
      await tx.outbox.add(
        [{ type: 'AccountCreated', userId: user.id, email: user.email }],
        world.clock.now(),
      );
      return ok(user.id);
    });
    expect(result).toEqual({ ok: true, value: 1 });
    expect(world.store.tables.users.map((user) => user.email)).toEqual(['ada@example.com']);
    expect(world.events()).toEqual([
      { type: 'AccountCreated', userId: 1, email: 'ada@example.com' },
    ]);
    expect(world.uow.commits).toBe(1);
    expect(world.uow.rollbacks).toBe(0);
  });

  it('rolls everything back when the work returns a failure', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const before = world.tables();
    const result = await world.uow.run(async (tx) => {
      await tx.users.update(ada.id, { needsPasswordChange: true }, world.clock.now());
      await tx.users.create({
        email: 'ben@example.com',
        needsPasswordChange: true,
        now: world.clock.now(),
      });
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: 1 }], world.clock.now());
      return fail(errors.conflict('rule', 'refused'));
    });
    expect(result.ok).toBe(false);
    expect(world.tables()).toEqual(before);
    expect(world.uow.rollbacks).toBe(1);
  });

  it('rolls everything back and rethrows when the work throws', async () => {
    const world = createWorld();
    const before = world.tables();
    await expect(
      world.uow.run(async (tx) => {
        await tx.users.create({
          email: 'ada@example.com',
          needsPasswordChange: true,
          now: world.clock.now(),
        });
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(world.tables()).toEqual(before);
  });

  it('hands out copies, so changing a returned row does not change the store', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    (ada as { email: string }).email = 'mallory@example.com';
    expect(world.user(ada.id)?.email).toBe('ada@example.com');
  });
});

describe('fake repositories', () => {
  it('sessions.findLive ignores expired sessions', async () => {
    const world = createWorld();
    const sessions = new FakeSessionRepository(world.store);
    const now = world.clock.now();
    world.seedSession({ token: 'live', expiresAt: new Date(now.getTime() + 1) });
    world.seedSession({ token: 'expired', expiresAt: now });
    expect(await sessions.findLive('digest(live)', now)).toMatchObject({
      tokenHash: 'digest(live)',
    });
    expect(await sessions.findLive('digest(expired)', now)).toBeNull();
    expect(await sessions.findLive('digest(unknown)', now)).toBeNull();
  });

  it('sessions.deleteForUser keeps the excepted session and other users', async () => {
    const world = createWorld();
    const sessions = new FakeSessionRepository(world.store);
    world.seedSession({ token: 'a1', userId: 1 });
    world.seedSession({ token: 'a2', userId: 1 });
    world.seedSession({ token: 'b1', userId: 2 });
    await sessions.deleteForUser(1, 'digest(a2)');
    expect(world.store.tables.sessions.map((row) => row.tokenHash)).toEqual([
      'digest(a2)',
      'digest(b1)',
    ]);
  });

  it('customizations.upsert keeps the earlier image when the new fields carry none', async () => {
    const world = createWorld();
    const drafts = new FakeCustomizationRepository(world.store);
    const fields: CustomizationFields = {
      furnitureType: 'table',
      style: null,
      material: null,
      specificMaterial: null,
      finish: null,
      specificFinish: null,
      dimensions: null,
      features: [],
      hardware: null,
      upholstery: null,
      notes: null,
      fullName: null,
      email: null,
      phone: null,
      timeline: null,
      imagePath: 'abc.png',
      imageOriginalName: 'sketch.png',
      completed: false,
    };
    const created = await drafts.upsert('s1', fields, world.clock.now());
    const updated = await drafts.upsert(
      's1',
      { ...fields, style: 'modern', imagePath: null, imageOriginalName: null },
      world.clock.advance(1000),
    );
    expect(updated.id).toBe(created.id);
    expect(updated).toMatchObject({
      style: 'modern',
      imagePath: 'abc.png',
      imageOriginalName: 'sketch.png',
    });
    expect(world.store.tables.customizations).toHaveLength(1);
  });

  it('requests.delete removes the messages of the request too', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const keep = await world.seedRequest(ada);
    const drop = await world.seedRequest(ada);
    await world.seedMessage(keep.id, 'customer');
    await world.seedMessage(drop.id, 'customer');
    await world.seedMessage(drop.id, 'admin');
    await new FakeRequestRepository(world.store).delete(drop.id);
    expect(world.store.tables.requests.map((row) => row.id)).toEqual([keep.id]);
    expect(world.store.tables.messages.map((row) => row.projectId)).toEqual([keep.id]);
  });

  it('requests.list is newest first and filters by customer', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const ben = await world.seedCustomer();
    const first = await world.seedRequest(ada);
    world.clock.advance(HOUR_MS);
    const second = await world.seedRequest(ben);
    world.clock.advance(HOUR_MS);
    const third = await world.seedRequest(ada);
    const requests = new FakeRequestRepository(world.store);
    expect((await requests.list({})).map((row) => row.id)).toEqual([third.id, second.id, first.id]);
    expect((await requests.list({ customerId: ada.id })).map((row) => row.id)).toEqual([
      third.id,
      first.id,
    ]);
  });

  it('messages: a message is read by its sender side; unread counts and markRead per side', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer();
    const ben = await world.seedCustomer();
    const adas = await world.seedRequest(ada);
    const bens = await world.seedRequest(ben);
    const messages = new FakeMessageRepository(world.store);
    const fromAda = await world.seedMessage(adas.id, 'customer');
    expect(fromAda).toMatchObject({ readByCustomer: true, readByAdmin: false });
    const fromAdmin = await world.seedMessage(adas.id, 'admin');
    expect(fromAdmin).toMatchObject({ readByCustomer: false, readByAdmin: true });
    await world.seedMessage(adas.id, 'admin');
    await world.seedMessage(bens.id, 'admin');
    await world.seedMessage(bens.id, 'customer');

    expect(await messages.unreadCounts({ reader: 'admin' })).toEqual({
      [adas.id]: 1,
      [bens.id]: 1,
    });
    expect(await messages.unreadCounts({ reader: 'customer', customerId: ada.id })).toEqual({
      [adas.id]: 2,
    });
    expect(await messages.unreadCounts({ reader: 'customer', customerId: ben.id })).toEqual({
      [bens.id]: 1,
    });

    expect(await messages.markRead(adas.id, 'customer')).toBe(2);
    expect(await messages.markRead(adas.id, 'customer')).toBe(0);
    expect(await messages.unreadCounts({ reader: 'customer', customerId: ada.id })).toEqual({});
    expect(await messages.unreadCounts({ reader: 'admin' })).toEqual({
      [adas.id]: 1,
      [bens.id]: 1,
    });
  });
});
