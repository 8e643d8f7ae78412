import { parseEventPayload, toPayload } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { EventQueue, PublishedEvent } from '../ports/event-queue';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

export interface RelayRound {
  readonly published: number;
  readonly failed: number;
  /** Events this release cannot read, set aside with the reason and tried again later. */
  readonly parked: readonly { readonly id: string; readonly reason: string }[];
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff with equal jitter (half fixed, half random): retries spread out. */
export function retryDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Moves committed events from the outbox to the queue. Rows are locked with SKIP LOCKED, so
 * several relays can run at once; an event whose publish fails stays unpublished and is tried
 * again after a backoff. The queue's job id is the event id, so a publish repeated after a
 * crash does not make a second job while the first one still exists. Each payload is read with
 * the domain's schemas first: one this release does not understand (written by a newer one
 * during a deploy) is set aside with the reason, on the same backoff, never dropped and never
 * in the way of the others.
 */
export class RelayOutbox {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      queue: EventQueue;
      random: () => number;
    },
  ) {}

  async execute(batchSize: number): Promise<Result<RelayRound>> {
    return this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      const retryAt = (attempts: number) =>
        new Date(now.getTime() + retryDelayMs(attempts, this.deps.random));
      const due = await tx.relay.claimDue(batchSize, now);
      const readable: PublishedEvent[] = [];
      const parked: { id: string; reason: string; attempts: number }[] = [];
      for (const row of due) {
        const read = parseEventPayload(row.payload);
        if (read.ok) {
          readable.push({ id: row.id, occurredAt: row.occurredAt, event: toPayload(read.event) });
        } else parked.push({ id: row.id, reason: read.reason, attempts: row.attempts });
      }
      for (const { id, reason, attempts } of parked) {
        await tx.relay.markFailed(
          [{ id, nextAttemptAt: retryAt(attempts) }],
          `set aside: ${reason}`,
        );
      }
      const setAside = parked.map(({ id, reason }) => ({ id, reason }));
      if (readable.length === 0) return ok({ published: 0, failed: 0, parked: setAside });
      try {
        await this.deps.queue.publish(readable);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const attemptsOf = new Map(due.map((row) => [row.id, row.attempts]));
        const retries = readable.map(({ id }) => ({
          id,
          nextAttemptAt: retryAt(attemptsOf.get(id) ?? 0),
        }));
        await tx.relay.markFailed(retries, message);
        return ok({ published: 0, failed: readable.length, parked: setAside });
      }
      await tx.relay.markPublished(
        readable.map((event) => event.id),
        now,
      );
      return ok({ published: readable.length, failed: 0, parked: setAside });
    });
  }

  /**
   * Hands the queue again every published event no worker is done with: for a queue that
   * lives in this process (local mode), which a restart empties. Each is handled as a repeat
   * is (the delivery log sends nothing twice); answers how many were handed over. One this
   * release cannot read waits, unhandled, for one that can.
   */
  async resume(): Promise<Result<number>> {
    const unhandled = await this.deps.uow.run(async (tx) => ok(await tx.relay.listUnhandled()));
    if (!unhandled.ok) return unhandled;
    const events: PublishedEvent[] = [];
    for (const { id, occurredAt, event } of unhandled.value) {
      const read = parseEventPayload(event);
      if (read.ok) events.push({ id, occurredAt, event: toPayload(read.event) });
    }
    if (events.length > 0) await this.deps.queue.publish(events);
    return ok(events.length);
  }
}
