import type { Clock } from '../ports/clock';
import type { EventQueue } from '../ports/event-queue';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

export interface RelayRound {
  readonly published: number;
  readonly failed: number;
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
 * crash does not make a second job while the first one still exists.
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
      const due = await tx.relay.claimDue(batchSize, now);
      if (due.length === 0) return ok({ published: 0, failed: 0 });
      try {
        await this.deps.queue.publish(
          due.map(({ id, occurredAt, event }) => ({ id, occurredAt, event })),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retries = due.map(({ id, attempts }) => ({
          id,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, this.deps.random)),
        }));
        await tx.relay.markFailed(retries, message);
        return ok({ published: 0, failed: due.length });
      }
      await tx.relay.markPublished(
        due.map((event) => event.id),
        now,
      );
      return ok({ published: due.length, failed: 0 });
    });
  }
}
