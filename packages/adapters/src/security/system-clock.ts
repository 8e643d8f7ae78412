import type { Clock } from '@workshop/application';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
