import { injectable } from 'inversify';
import type { Clock } from '@workshop/application';

@injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
