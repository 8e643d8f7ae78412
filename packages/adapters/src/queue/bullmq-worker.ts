import { UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  MailSystemError,
  UnreadableEventError,
  type ReceivedEvent,
  type Result,
} from '@workshop/application';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { EVENTS_QUEUE } from './bullmq-event-queue';

export interface EventWorkerOptions {
  readonly connection: Redis;
  /** What a job does: send the emails its event calls for (or run what it schedules). */
  readonly handle: (event: ReceivedEvent) => Promise<Result<unknown>>;
  /** The queue gave up on an event: what is left of its emails is failed, with the reason. */
  readonly giveUp: (eventId: string, reason: string) => Promise<unknown>;
  readonly logger: Logger;
  readonly prefix?: string;
  readonly concurrency?: number;
  /**
   * How long a job's lock lasts without renewal, and how often stalled jobs are looked for: a
   * killed worker's jobs go to another after about this long (BullMQ's default is 30 s).
   */
  readonly lockMs?: number;
}

const isLastAttempt = (job: Job<ReceivedEvent>, error: Error): boolean =>
  error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);

/**
 * Consumes the events queue. A job whose event this release cannot read fails its attempt
 * (logged at error) and waits out BullMQ's backoff, so a worker of the release that wrote it
 * takes it later. An email the mail system did not take is logged at error with its template and
 * event, and tried again; when the attempts are spent, its event's unsent emails are failed.
 */
export function startEventWorker(options: EventWorkerOptions): Worker<ReceivedEvent> {
  const { logger } = options;
  const worker = new Worker<ReceivedEvent>(
    EVENTS_QUEUE,
    async (job) => {
      const result = await options.handle(job.data);
      // A refusal from the use case will not change on a retry.
      if (!result.ok) throw new UnrecoverableError(result.error.message);
      return result.value;
    },
    {
      connection: options.connection,
      concurrency: options.concurrency ?? 10,
      ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
      ...(options.prefix ? { prefix: options.prefix } : {}),
    },
  );
  worker.on('failed', (job, error) => {
    const attempt = job?.attemptsMade;
    if (error instanceof UnreadableEventError) {
      logger.error(
        { jobId: job?.id, attempt, reason: error.reason },
        'event set aside: this release cannot read it',
      );
    } else if (error instanceof MailSystemError) {
      logger.error(
        { eventId: error.eventId, template: error.template, attempt, reason: error.reason },
        'the mail system did not take an email; it will be tried again',
      );
    } else {
      logger.warn({ jobId: job?.id, type: job?.name, attempt, err: error }, 'event job failed');
    }
    if (job && isLastAttempt(job, error) && !(error instanceof UnreadableEventError)) {
      const reason = `Given up after ${job.attemptsMade} attempt(s): ${error.message}`;
      options.giveUp(job.data.id, reason).then(
        () => logger.error({ eventId: job.data.id, reason }, 'gave up on an event'),
        (cause: unknown) =>
          logger.error({ err: cause, eventId: job.data.id }, 'could not record a give-up'),
      );
    }
  });
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  return worker;
}
