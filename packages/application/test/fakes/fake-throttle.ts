import type { Clock, Throttle } from '../../src';

/** A fixed window per key, on the world's clock, like the rate_limits table. */
export class FakeThrottle implements Throttle {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: () => number,
    private readonly windowMs: number,
  ) {}

  async take(key: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    const current = window && now - window.start < this.windowMs ? window : { start: now, used: 0 };
    current.used += 1;
    this.windows.set(key, current);
    return current.used <= this.limit();
  }
}
