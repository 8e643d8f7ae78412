import { setTimeout } from 'node:timers/promises';
import type { Clock } from '@workshop/application';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }

  async sleep(ms: number): Promise<void> {
    await setTimeout(ms);
  }
}
