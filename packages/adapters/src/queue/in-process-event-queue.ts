import type { EventQueue, PublishedEvent } from '@workshop/application';
import { retryDelayMs } from '@workshop/application';
import type { Logger } from 'pino';
import type { QueueState } from '../metrics/metrics';

/**
 * Local mode's queue: the same port as BullMQ, run in this process. Like a BullMQ job id, an
 * event already waiting is not queued twice; a failed handler is retried with backoff. Its
 * jobs live in memory: what a stop or a crash cuts short stays unhandled in the outbox, and
 * the next start hands it back (RelayOutbox.resume).
 */
export class InProcessEventQueue implements EventQueue {
  private readonly pending = new Map<string, Promise<void>>();
  /** Waiting out a backoff before the next attempt. */
  private delayed = 0;
  /** Given up since the process started. */
  private failed = 0;
  private closed = false;
  /** Ends the backoffs under way: a stopping process does not wait them out. */
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly handle: (event: PublishedEvent) => Promise<void>,
    private readonly logger: Logger,
    /** Told when the attempts are spent, as BullMQ's last failure is in services mode. */
    private readonly giveUp: (eventId: string, reason: string) => Promise<unknown>,
    private readonly maxAttempts = 8,
  ) {}

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    if (this.closed) throw new Error('The in-process queue is closed');
    for (const event of events) {
      if (this.pending.has(event.id)) continue;
      const run = this.run(event).finally(() => this.pending.delete(event.id));
      this.pending.set(event.id, run);
    }
  }

  private async run(event: PublishedEvent): Promise<void> {
    let reason = '';
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      if (this.closed) return;
      try {
        await this.handle(event);
        return;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
        this.logger.error(
          { eventId: event.id, type: event.event.type, attempt, err: error },
          'event failed; it will be tried again',
        );
        this.delayed += 1;
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.wakers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, retryDelayMs(attempt - 1, Math.random)).unref();
          this.wakers.add(wake);
        });
        this.delayed -= 1;
      }
    }
    this.failed += 1;
    const given = `Given up after ${this.maxAttempts} attempt(s): ${reason}`;
    await this.giveUp(event.id, given).catch(() => undefined);
    this.logger.error(
      { eventId: event.id, type: event.event.type, reason: given },
      'gave up on an event',
    );
  }

  /** For the metrics: the same states as BullMQ's (nothing waits: each event starts at once). */
  counts(): Record<QueueState, number> {
    return {
      waiting: 0,
      active: this.pending.size - this.delayed,
      delayed: this.delayed,
      failed: this.failed,
    };
  }

  /**
   * Stops taking events and waits for the handlers under way; an event waiting to be tried
   * again is left for the next start.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.wakers]) wake();
    await Promise.allSettled(this.pending.values());
  }
}
