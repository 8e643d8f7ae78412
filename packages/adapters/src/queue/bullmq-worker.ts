import { UnrecoverableError, Worker } from 'bullmq';
import type { DeliverEventEmails, PublishedEvent } from '@workshop/application';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { EVENTS_QUEUE } from './bullmq-event-queue';

export interface EventWorkerOptions {
  readonly connection: Redis;
  readonly deliver: DeliverEventEmails;
  readonly logger: Logger;
  readonly prefix?: string;
  readonly concurrency?: number;
}

/** Consumes the events queue: each job sends the emails its event calls for. */
export function startEventWorker(options: EventWorkerOptions): Worker<PublishedEvent> {
  const worker = new Worker<PublishedEvent>(
    EVENTS_QUEUE,
    async (job) => {
      const result = await options.deliver.execute(job.data);
      // A refusal from the use case will not change on a retry.
      if (!result.ok) throw new UnrecoverableError(result.error.message);
      return result.value;
    },
    {
      connection: options.connection,
      concurrency: options.concurrency ?? 10,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    },
  );
  worker.on('failed', (job, error) => {
    options.logger.warn(
      { jobId: job?.id, type: job?.name, attempt: job?.attemptsMade, err: error },
      'event job failed',
    );
  });
  worker.on('error', (error) => options.logger.error({ err: error }, 'worker error'));
  return worker;
}
