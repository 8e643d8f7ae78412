import { toPayload, type DomainEvent } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { RelayOutbox, ok, retryDelayMs } from '../src';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { NOBODY, createWorld, expectOk, type World } from './world';

const MINUTE_MS = 60_000;
const MAX_DELAY_MS = 5 * MINUTE_MS;

const quoted = (requestId: number): DomainEvent => ({ type: 'QuoteProvided', requestId, by: null });

/** Records events as a use case would: in their own committed transaction. */
async function record(world: World, events: DomainEvent[], occurredAt = world.clock.now()) {
  expectOk(await world.uow.run(async (tx) => ok(await tx.outbox.add(events, occurredAt))));
}

function relay(world: World, random: () => number = () => 0.5) {
  return new RelayOutbox({ uow: world.uow, clock: world.clock, queue: world.queue, random });
}

const entry = (world: World, id: string) => world.store.tables.outbox.find((row) => row.id === id);

describe('RelayOutbox', () => {
  it('publishes due events oldest first, with the event id, and marks them published', async () => {
    const world = createWorld();
    const start = world.clock.now();
    await record(world, [quoted(2)], new Date(start.getTime() + 1000));
    // Recorded later, but by a transaction that started earlier.
    await record(world, [quoted(1)], start);
    await record(world, [quoted(3), quoted(4)], new Date(start.getTime() + 2000));
    world.clock.advance(5000);

    const round = expectOk(await relay(world).execute(10));

    expect(round).toEqual({ published: 4, failed: 0, parked: [] });
    expect(world.queue.published).toEqual([
      { id: 'event-2', occurredAt: '2025-03-01T09:00:00.000Z', event: toPayload(quoted(1)) },
      { id: 'event-1', occurredAt: '2025-03-01T09:00:01.000Z', event: toPayload(quoted(2)) },
      { id: 'event-3', occurredAt: '2025-03-01T09:00:02.000Z', event: toPayload(quoted(3)) },
      { id: 'event-4', occurredAt: '2025-03-01T09:00:02.000Z', event: toPayload(quoted(4)) },
    ]);
    expect(world.queue.calls).toBe(1);
    for (const row of world.store.tables.outbox) {
      expect(row).toMatchObject({ publishedAt: world.clock.now(), attempts: 0, lastError: null });
    }

    // Published events are not published again.
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 0,
      failed: 0,
      parked: [],
    });
    expect(world.queue.published).toHaveLength(4);
  });

  it('takes at most the batch size per round, and the rest on the next rounds', async () => {
    const world = createWorld();
    await record(world, [quoted(1), quoted(2), quoted(3), quoted(4), quoted(5)]);
    const relayer = relay(world);

    expect(expectOk(await relayer.execute(2))).toEqual({ published: 2, failed: 0, parked: [] });
    expect(world.queue.published.map((event) => event.id)).toEqual(['event-1', 'event-2']);
    expect(world.store.tables.outbox.filter((row) => row.publishedAt === null)).toHaveLength(3);

    expect(expectOk(await relayer.execute(2))).toEqual({ published: 2, failed: 0, parked: [] });
    expect(expectOk(await relayer.execute(2))).toEqual({ published: 1, failed: 0, parked: [] });
    expect(world.queue.published.map((event) => event.id)).toEqual([
      'event-1',
      'event-2',
      'event-3',
      'event-4',
      'event-5',
    ]);
  });

  it('does nothing, and does not call the queue, when no event is waiting', async () => {
    const world = createWorld();
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 0,
      failed: 0,
      parked: [],
    });
    expect(world.queue.calls).toBe(0);
  });

  it('keeps the events when the queue is down, backs off, and publishes them once it is back', async () => {
    const world = createWorld();
    await record(world, [quoted(1), quoted(2)]);
    const failedAt = world.clock.now();
    world.queue.down = true;

    const round = expectOk(await relay(world, () => 0.5).execute(10));

    expect(round).toEqual({ published: 0, failed: 2, parked: [] });
    expect(world.queue.published).toEqual([]);
    // First retry: ceiling 1 s, half of it plus half the jitter range at random 0.5.
    const firstRetry = new Date(failedAt.getTime() + 750);
    expect(firstRetry.getTime()).toBe(failedAt.getTime() + retryDelayMs(0, () => 0.5));
    for (const id of ['event-1', 'event-2']) {
      expect(entry(world, id)).toMatchObject({
        publishedAt: null,
        attempts: 1,
        nextAttemptAt: firstRetry,
        lastError: 'connect ECONNREFUSED 127.0.0.1:6379',
      });
    }

    // Before the backoff runs out nothing is tried, even with the queue back.
    world.queue.down = false;
    world.clock.advance(749);
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 0,
      failed: 0,
      parked: [],
    });
    expect(world.queue.calls).toBe(1);

    // Still down at the next try: a second failed attempt, with a longer backoff.
    world.queue.down = true;
    world.clock.advance(1);
    expect(expectOk(await relay(world, () => 0.5).execute(10))).toEqual({
      published: 0,
      failed: 2,
      parked: [],
    });
    const secondRetry = new Date(world.clock.now().getTime() + 1500);
    expect(entry(world, 'event-1')).toMatchObject({ attempts: 2, nextAttemptAt: secondRetry });

    world.queue.down = false;
    world.clock.set(secondRetry);
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 2,
      failed: 0,
      parked: [],
    });
    expect(world.queue.published.map((event) => event.id)).toEqual(['event-1', 'event-2']);
    expect(entry(world, 'event-1')).toMatchObject({
      publishedAt: secondRetry,
      attempts: 2,
      lastError: null,
    });
  });

  it('skips events still waiting out a backoff and publishes the ones that are due', async () => {
    const world = createWorld();
    await record(world, [quoted(1)]);
    world.queue.down = true;
    expectOk(await relay(world, () => 0).execute(10));
    expect(entry(world, 'event-1')?.nextAttemptAt).toEqual(
      new Date(world.clock.now().getTime() + 500),
    );

    world.queue.down = false;
    world.clock.advance(100);
    await record(world, [quoted(2)]);
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 1,
      failed: 0,
      parked: [],
    });
    expect(world.queue.published.map((event) => event.event)).toEqual([toPayload(quoted(2))]);
    expect(entry(world, 'event-1')).toMatchObject({ publishedAt: null, attempts: 1 });

    world.clock.advance(400);
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 1,
      failed: 0,
      parked: [],
    });
    expect(world.queue.published.map((event) => event.event)).toEqual([
      toPayload(quoted(2)),
      toPayload(quoted(1)),
    ]);
  });

  it('publishes again, under the same id, after a crash between the publish and the record', async () => {
    const world = createWorld();
    await record(world, [quoted(1)]);
    world.uow.relay.failNextMarkPublished = new Error('connection terminated');

    await expect(relay(world).execute(10)).rejects.toThrow('connection terminated');
    expect(entry(world, 'event-1')).toMatchObject({ publishedAt: null, attempts: 0 });

    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 1,
      failed: 0,
      parked: [],
    });
    // The same job id twice: the queue keeps a single job for it.
    expect(world.queue.published.map((event) => event.id)).toEqual(['event-1', 'event-1']);
    expect(entry(world, 'event-1')?.publishedAt).toEqual(world.clock.now());
  });

  it('relays what a use case committed, events in the order they happened', async () => {
    const world = createWorld();
    expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada Carpenter', email: 'ada@example.com', furnitureType: 'table' },
        image: null,
      }),
    );
    expectOk(await relay(world).execute(10));
    expect(world.queue.published.map(({ event }) => event.type)).toEqual([
      'AccountCreated',
      'RequestSubmitted',
    ]);
    expect(new Set(world.queue.published.map(({ id }) => id)).size).toBe(2);
  });
});

describe('RelayOutbox: payloads this release cannot read', () => {
  /** A row as another release (or a damaged write) left it in the outbox. */
  const strange = (world: World, id: string, payload: unknown) =>
    world.store.tables.outbox.push({
      id,
      payload,
      occurredAt: world.clock.now(),
      publishedAt: null,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
    });

  it('sets each aside with its reason and backs off, and publishes the rest of the batch', async () => {
    const world = createWorld();
    await record(world, [quoted(1)]);
    strange(world, 'from-v3', { type: 'QuoteProvided', version: 3, requestId: 1, amount: 5 });
    strange(world, 'new-type', { type: 'QuoteArchived', version: 1, requestId: 1 });
    strange(world, 'damaged', { type: 'QuoteProvided', version: 1, requestId: 'one' });
    strange(world, 'not-json-object', 'QuoteProvided');
    await record(world, [quoted(2)]);

    const round = expectOk(await relay(world, () => 0).execute(10));

    expect(round).toEqual({
      published: 2,
      failed: 0,
      parked: [
        { id: 'from-v3', reason: 'unknown version 3 of QuoteProvided' },
        { id: 'new-type', reason: 'unknown event type "QuoteArchived"' },
        {
          id: 'damaged',
          reason: expect.stringMatching(/^QuoteProvided v1 does not match its schema: requestId /),
        },
        { id: 'not-json-object', reason: 'the payload is not an object' },
      ],
    });
    expect(world.queue.published.map(({ event }) => event)).toEqual([
      toPayload(quoted(1)),
      toPayload(quoted(2)),
    ]);
    // Set aside, not lost: still unpublished, with the reason, tried again after a backoff.
    expect(entry(world, 'from-v3')).toMatchObject({
      publishedAt: null,
      attempts: 1,
      lastError: 'set aside: unknown version 3 of QuoteProvided',
      nextAttemptAt: new Date(world.clock.now().getTime() + 500),
    });
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 0,
      failed: 0,
      parked: [],
    });
    world.clock.advance(500);
    expect(expectOk(await relay(world, () => 0).execute(10)).parked).toHaveLength(4);
    expect(entry(world, 'from-v3')).toMatchObject({ publishedAt: null, attempts: 2 });
  });

  it('reads a payload written before events had a version as version 1', async () => {
    const world = createWorld();
    strange(world, 'before-versions', { type: 'QuoteApproved', requestId: 7 });
    expect(expectOk(await relay(world).execute(10))).toEqual({
      published: 1,
      failed: 0,
      parked: [],
    });
    expect(world.queue.published[0]?.event).toEqual({
      type: 'QuoteApproved',
      requestId: 7,
      version: 1,
    });
  });
});

describe('retryDelayMs', () => {
  const ceiling = (attempt: number) => Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt);

  it('doubles with every attempt, from one second', () => {
    const atLowest = [0, 1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, () => 0));
    expect(atLowest).toEqual([500, 1000, 2000, 4000, 8000, 16000]);
    const atHighest = [0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0.999999));
    expect(atHighest).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is capped at five minutes, however many attempts failed', () => {
    expect(retryDelayMs(8, () => 0.999999)).toBe(256_000);
    for (const attempt of [9, 10, 20, 21, 100, 10_000]) {
      expect(retryDelayMs(attempt, () => 0.999999)).toBe(MAX_DELAY_MS);
      expect(retryDelayMs(attempt, () => 0)).toBe(MAX_DELAY_MS / 2);
    }
  });

  it('stays between half the ceiling and the ceiling, spread by the random draw', () => {
    const draws = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999999];
    for (let attempt = 0; attempt <= 30; attempt += 1) {
      const delays = draws.map((draw) => retryDelayMs(attempt, () => draw));
      for (const delay of delays) {
        expect(delay).toBeGreaterThanOrEqual(ceiling(attempt) / 2);
        expect(delay).toBeLessThanOrEqual(ceiling(attempt));
      }
      // Jitter: different draws give different delays, in the draws' order.
      expect([...delays].sort((a, b) => a - b)).toEqual(delays);
      expect(new Set(delays).size).toBe(draws.length);
    }
  });

  it('never shrinks as attempts grow, for the same draw', () => {
    for (const draw of [0, 0.3, 0.999999]) {
      const delays = Array.from({ length: 25 }, (_, attempt) => retryDelayMs(attempt, () => draw));
      for (let i = 1; i < delays.length; i += 1) {
        expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
      }
    }
  });

  it('hands back, after a restart, every published event no worker finished, and nothing else', async () => {
    const world = createWorld();
    await record(world, [quoted(1), quoted(2), quoted(3)]);
    expectOk(await relay(world).execute(10));
    await record(world, [quoted(4)]);
    // A worker finished event-1; event-2 and event-3 were in its memory when it stopped.
    expectOk(
      await world.uow.run(async (tx) =>
        ok(await tx.relay.markHandled(['event-1'], world.clock.now())),
      ),
    );
    world.queue.published.length = 0;

    expect(expectOk(await relay(world).resume())).toBe(2);

    expect(world.queue.published).toEqual([
      { id: 'event-2', occurredAt: '2025-03-01T09:00:00.000Z', event: toPayload(quoted(2)) },
      { id: 'event-3', occurredAt: '2025-03-01T09:00:00.000Z', event: toPayload(quoted(3)) },
    ]);
    // The unpublished one is the relay's to publish, as ever.
    expect(entry(world, 'event-4')?.publishedAt).toBeNull();
  });

  it('leaves an event this release cannot read waiting, unhandled, when it resumes', async () => {
    const world = createWorld();
    await record(world, [quoted(1)]);
    expectOk(await relay(world).execute(10));
    world.store.tables.outbox = world.store.tables.outbox.map((row) => ({
      ...row,
      payload: { type: 'QuoteProvided', version: 9, requestId: 1 },
    }));
    world.queue.published.length = 0;

    expect(expectOk(await relay(world).resume())).toBe(0);
    expect(world.queue.published).toEqual([]);
    expect(entry(world, 'event-1')?.handledAt).toBeUndefined();
  });
});
