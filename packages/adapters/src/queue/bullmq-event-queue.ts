import { Queue, type JobsOptions } from 'bullmq';
import type { EventQueue, PublishedEvent } from '@workshop/application';
import type { Redis } from 'ioredis';
import type { QueueState } from '../metrics/metrics';

export const EVENTS_QUEUE = 'workshop-events';

/** Retries: exponential from 2 s with jitter, about 17 hours in all before a job is given up. */
export const JOB_OPTIONS = {
  attempts: 15,
  backoff: { type: 'exponential', delay: 2_000, jitter: 0.5 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
} as const satisfies JobsOptions;

export interface BullmqEventQueueOptions {
  /** BullMQ key prefix (QUEUE_PREFIX), so several deployments can share one Redis. */
  readonly prefix?: string | undefined;
  /** Replaces JOB_OPTIONS field by field (e.g. a faster backoff); the job id is always the event id. */
  readonly jobOptions?: Omit<JobsOptions, 'jobId'>;
  /**
   * Told of Redis connection errors. Without a listener BullMQ prints each one raw to stderr
   * while Redis is away; the relay records the failed publishes in the outbox anyway.
   */
  readonly onError?: (error: Error) => void;
}

/** Publishes outbox events as BullMQ jobs whose id is the event id. */
export class BullmqEventQueue implements EventQueue {
  readonly queue: Queue<PublishedEvent>;
  private readonly jobOptions: JobsOptions;

  constructor(connection: Redis, options: BullmqEventQueueOptions = {}) {
    this.queue = new Queue<PublishedEvent>(EVENTS_QUEUE, {
      connection,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    });
    if (options.onError) this.queue.on('error', options.onError);
    this.jobOptions = { ...JOB_OPTIONS, ...options.jobOptions };
  }

  async publish(events: readonly PublishedEvent[]): Promise<void> {
    await this.queue.addBulk(
      events.map((event) => ({
        name: event.event.type,
        data: event,
        opts: { ...this.jobOptions, jobId: event.id },
      })),
    );
  }

  /** For the worker's metrics. */
  async counts(): Promise<Record<QueueState, number>> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'failed', 'delayed');
    return {
      waiting: counts['waiting'] ?? 0,
      active: counts['active'] ?? 0,
      failed: counts['failed'] ?? 0,
      delayed: counts['delayed'] ?? 0,
    };
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
