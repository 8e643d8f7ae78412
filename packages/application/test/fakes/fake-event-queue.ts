import type { EventQueue, PublishedEvent } from '../../src';
import { copy } from './in-memory-store';

/** Records the events handed to the queue; `down` makes every publish throw, as Redis would. */
export class FakeEventQueue implements EventQueue {
  readonly published: PublishedEvent[] = [];
  down = false;
  /** Publish calls, failed ones included. */
  calls = 0;

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    this.calls += 1;
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    this.published.push(...events.map((event) => copy(event)));
  }
}
