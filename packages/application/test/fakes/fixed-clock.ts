import type { Clock } from '../../src';

/** A clock that stands still until a test moves it; a sleep moves it, at once. */
export class FixedClock implements Clock {
  private current: Date;
  /** Every wait asked of it, in order. */
  readonly slept: number[] = [];

  constructor(start: Date | string = '2025-03-01T09:00:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  async sleep(ms: number): Promise<void> {
    this.slept.push(ms);
    this.advance(ms);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }

  advance(ms: number): Date {
    this.current = new Date(this.current.getTime() + ms);
    return this.now();
  }
}
