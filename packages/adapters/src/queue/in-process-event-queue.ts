import type { EventQueue, PublishedEvent } from '@workshop/application';
import { retryDelayMs } from '@workshop/application';
import type { Logger } from 'pino';

/**
 * Local mode's queue: the same port as BullMQ, run in this process. Like a BullMQ job id, an
 * event already waiting is not queued twice; a failed handler is retried with backoff.
 */
export class InProcessEventQueue implements EventQueue {
  private readonly pending = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly handle: (event: PublishedEvent) => Promise<void>,
    private readonly logger: Logger,
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
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      if (this.closed) return;
      try {
        await this.handle(event);
        return;
      } catch (error) {
        this.logger.warn(
          { eventId: event.id, type: event.event.type, attempt, err: error },
          'event failed',
        );
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(attempt - 1, Math.random)).unref(),
        );
      }
    }
    this.logger.error({ eventId: event.id, type: event.event.type }, 'event given up');
  }

  /** Stops taking events and waits for those under way. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.pending.values());
  }
}
