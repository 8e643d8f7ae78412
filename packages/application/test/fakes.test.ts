import { describe, expect, it } from 'vitest';
import { MailDeliveryError, errors, fail, ok, type CustomizationFields } from '../src';
import {
  FakeCustomizationRepository,
  FakeDeliveryLog,
  FakeEventQueue,
  FakeMailer,
  FakeOutboxRelayStore,
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
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], world.clock.now());
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

describe('fake outbox relay store', () => {
  async function recorded() {
    const world = createWorld();
    const start = world.clock.now();
    const at = (ms: number) => new Date(start.getTime() + ms);
    await world.uow.run(async (tx) => {
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], at(2000));
      await tx.outbox.add(
        [
          { type: 'QuoteApproved', requestId: 1 },
          { type: 'ProjectCompleted', requestId: 1, by: null },
        ],
        at(0),
      );
      return ok(undefined);
    });
    return { world, relay: new FakeOutboxRelayStore(world.store), at };
  }

  it('gives each entry an id, unpublished, with no attempt yet', async () => {
    const { world, at } = await recorded();
    expect(world.store.tables.outbox).toEqual([
      {
        id: 'event-1',
        payload: { type: 'QuoteProvided', requestId: 1, by: null, version: 2 },
        occurredAt: at(2000),
        publishedAt: null,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
      },
      expect.objectContaining({ id: 'event-2', occurredAt: at(0) }),
      expect.objectContaining({ id: 'event-3', occurredAt: at(0) }),
    ]);
  });

  it('does not give an id back after a rollback', async () => {
    const world = createWorld();
    await world.uow.run(async (tx) => {
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], world.clock.now());
      return fail(errors.conflict('rule', 'refused'));
    });
    await world.uow.run(async (tx) => {
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], world.clock.now());
      return ok(undefined);
    });
    expect(world.store.tables.outbox.map((entry) => entry.id)).toEqual(['event-2']);
  });

  it('claimDue: unpublished and due, oldest first, up to the limit, with the attempts', async () => {
    const { relay, at } = await recorded();
    expect(await relay.claimDue(10, at(5000))).toEqual([
      {
        id: 'event-2',
        occurredAt: at(0).toISOString(),
        payload: { type: 'QuoteApproved', requestId: 1, version: 1 },
        attempts: 0,
      },
      {
        id: 'event-3',
        occurredAt: at(0).toISOString(),
        payload: { type: 'ProjectCompleted', requestId: 1, by: null, version: 2 },
        attempts: 0,
      },
      {
        id: 'event-1',
        occurredAt: at(2000).toISOString(),
        payload: { type: 'QuoteProvided', requestId: 1, by: null, version: 2 },
        attempts: 0,
      },
    ]);
    expect((await relay.claimDue(2, at(5000))).map((due) => due.id)).toEqual([
      'event-2',
      'event-3',
    ]);

    await relay.markPublished(['event-2'], at(5000));
    await relay.markFailed([{ id: 'event-3', nextAttemptAt: at(8000) }], 'redis down');
    expect((await relay.claimDue(10, at(7999))).map((due) => due.id)).toEqual(['event-1']);
    expect(await relay.claimDue(10, at(8000))).toEqual([
      expect.objectContaining({ id: 'event-3', attempts: 1 }),
      expect.objectContaining({ id: 'event-1', attempts: 0 }),
    ]);
  });

  it('markFailed counts the attempt and keeps the error; markPublished clears it', async () => {
    const { world, relay, at } = await recorded();
    await relay.markFailed([{ id: 'event-1', nextAttemptAt: at(1000) }], 'first');
    await relay.markFailed([{ id: 'event-1', nextAttemptAt: at(3000) }], 'second');
    expect(world.store.tables.outbox[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: at(3000),
      lastError: 'second',
      publishedAt: null,
    });
    expect(world.store.tables.outbox[1]).toMatchObject({ attempts: 0, lastError: null });
    await relay.markPublished(['event-1'], at(4000));
    expect(world.store.tables.outbox[0]).toMatchObject({
      attempts: 2,
      publishedAt: at(4000),
      lastError: null,
    });
  });
});

describe('fake delivery log', () => {
  const key = { eventId: 'event-1', template: 'credentials' as const };
  const delivery = { ...key, recipient: 'ada@example.com', projectId: null };

  it('claims a new delivery, and answers busy inside the lease, claimed again after it', async () => {
    const world = createWorld();
    const log = new FakeDeliveryLog(world.store);
    const t0 = world.clock.now();
    const at = (ms: number) => new Date(t0.getTime() + ms);

    expect(await log.claim(delivery, t0, 1000)).toBe('claimed');
    expect(log.find('event-1', 'credentials')).toMatchObject({
      status: 'sending',
      claimedAt: t0,
      recipient: 'ada@example.com',
    });
    expect(await log.claim(delivery, at(999), 1000)).toBe('busy');
    expect(await log.claim(delivery, at(1000), 1000)).toBe('busy');
    expect(await log.claim(delivery, at(1001), 1000)).toBe('claimed');
    expect(log.find('event-1', 'credentials')?.claimedAt).toEqual(at(1001));
    expect(await log.claim(delivery, at(1500), 1000)).toBe('busy');
    // Another template of the same event is another delivery.
    expect(await log.claim({ ...delivery, template: 'password-reset' }, at(1500), 1000)).toBe(
      'claimed',
    );
    expect(world.store.tables.deliveries).toHaveLength(2);
  });

  it('answers done once a delivery is sent, skipped or failed, however old', async () => {
    for (const outcome of [
      { status: 'sent' as const },
      { status: 'skipped' as const },
      { status: 'failed' as const, error: '550 no such mailbox' },
    ]) {
      const world = createWorld();
      const log = new FakeDeliveryLog(world.store);
      const t0 = world.clock.now();
      await log.claim(delivery, t0, 1000);
      await log.finish(key, outcome, t0);
      expect(log.find('event-1', 'credentials')).toMatchObject({
        status: outcome.status,
        sentAt: outcome.status === 'sent' ? t0 : null,
        lastError: outcome.status === 'failed' ? '550 no such mailbox' : null,
      });
      expect(await log.claim(delivery, t0, 1000)).toBe('done');
      expect(await log.claim(delivery, new Date(t0.getTime() + 10 * HOUR_MS), 1000)).toBe('done');
    }
  });

  it('is part of the transaction: a rolled back claim is no claim', async () => {
    const world = createWorld();
    await expect(
      world.uow.run(async (tx) => {
        await tx.deliveries.claim(delivery, world.clock.now(), 1000);
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(world.store.tables.deliveries).toEqual([]);
  });
});

describe('fake mailer and queue', () => {
  it('fails the next sends the way it was told, then accepts', async () => {
    const mailer = new FakeMailer();
    const email = { template: 'password-changed' as const, to: 'ada@example.com', data: {} };
    mailer.failNext(1, 'transient');
    mailer.failNext(1, 'permanent');
    mailer.failNext(1, 'connection');
    await expect(mailer.send(email)).rejects.toMatchObject({
      name: 'MailDeliveryError',
      permanent: false,
    });
    await expect(mailer.send(email)).rejects.toMatchObject({
      name: 'MailDeliveryError',
      permanent: true,
    });
    const connection = mailer.send(email);
    await expect(connection).rejects.toThrow('ECONNREFUSED');
    await expect(connection).rejects.not.toBeInstanceOf(MailDeliveryError);
    await mailer.send(email);
    expect(mailer.attempts).toHaveLength(4);
    expect(mailer.sent).toEqual([email]);
  });

  it('the queue throws while down and records what it took', async () => {
    const queue = new FakeEventQueue();
    const event = {
      id: 'event-1',
      occurredAt: '2025-03-01T09:00:00.000Z',
      event: { type: 'QuoteProvided' as const, requestId: 1, by: null, version: 2 },
    };
    queue.down = true;
    await expect(queue.publish([event])).rejects.toThrow('ECONNREFUSED');
    queue.down = false;
    await queue.publish([event]);
    expect(queue.published).toEqual([event]);
    expect(queue.calls).toBe(2);
  });
});
