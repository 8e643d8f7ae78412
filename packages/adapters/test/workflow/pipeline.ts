import { randomBytes } from 'node:crypto';
import { readWorkshopProfile } from '../../src/composition/workshop-profile';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeliverEventEmails, SecuritySettings } from '@workshop/application';
import type { Worker } from 'bullmq';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { buildContainer, resolveUseCases } from '../../src/composition/container';
import type { UseCases } from '@workshop/application';
import { eventHandler } from '../../src/composition/event-handler';
import { bindWorkflow } from '../../src/composition/workflow';
import { loadConfig } from '../../src/config/config';
import { createSmtpMailer } from '../../src/mail/smtp-mailer';
import { BullmqEventQueue, type BullmqEventQueueOptions } from '../../src/queue/bullmq-event-queue';
import { startEventWorker } from '../../src/queue/bullmq-worker';
import {
  assertNoEviction,
  producerConnection,
  workerConnection,
} from '../../src/queue/redis-connections';
import { startRelayLoop, type RelayLoop } from '../../src/runtime/relay-loop';
import { DiskObjectStore } from '../../src/storage/disk-object-store';

export const PUBLIC_URL = 'https://workshop.test';
export const WORKSHOP_EMAIL = 'team@workshop.test';
export const ADMIN_PASSKEY = 'test-passkey-0123456789';
export const CREDENTIALS_KEY = 'workflow-tests-credentials-key-0123456789';

/** A BullMQ key prefix of its own for each test, so no two tests ever see each other's jobs. */
export const uniquePrefix = (): string => `t${randomBytes(5).toString('hex')}`;

export interface PipelineOptions {
  readonly knex: Knex;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly smtpUrl: string;
  readonly prefix: string;
  readonly jobOptions?: BullmqEventQueueOptions['jobOptions'];
  /** Off: the test drives DeliverEventEmails or the queue itself. */
  readonly relay?: boolean;
  readonly worker?: boolean;
  readonly concurrency?: number;
  /** The relay's poll interval: 100 ms keeps tests quick; worker.ts polls every 500 ms. */
  readonly relayIntervalMs?: number;
  /** How long a customer's message waits for others before the team's digest (0 here). */
  readonly teamAlertDelayMs?: number;
  /** Where files are stored: a folder of the test's own when it stores or sweeps files. */
  readonly uploadsDir?: string;
  /** Other policy values a test shortens or lowers. */
  readonly settings?: Partial<SecuritySettings>;
}

export interface Pipeline {
  readonly useCases: UseCases;
  readonly deliver: DeliverEventEmails;
  readonly queue: BullmqEventQueue;
  readonly relay: RelayLoop | null;
  readonly worker: Worker | null;
  stop(): Promise<void>;
}

/** Gives up on a close that hangs (Redis stopped under it), so afterAll always finishes. */
const bounded = (work: Promise<unknown>, ms = 5_000): Promise<void> =>
  Promise.race([work.then(() => undefined), new Promise<void>((r) => setTimeout(r, ms).unref())]);

/**
 * The worker process of services mode (src/entry/worker.ts) composed in the test's own process:
 * the same container, SMTP mailer, Redis connections, BullMQ queue and worker, and relay loop.
 */
export async function startPipeline(options: PipelineOptions): Promise<Pipeline> {
  const config = loadConfig(
    {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      SMTP_URL: options.smtpUrl,
      PUBLIC_URL,
      ADMIN_PASSKEY,
      CREDENTIALS_KEY,
      WORKSHOP_EMAIL,
      QUEUE_PREFIX: options.prefix,
      STORAGE: 'disk',
      DATA_DIR: join(tmpdir(), 'workshop-pipeline'),
    },
    'worker',
  );
  const logger = pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  const consumer = workerConnection(options.redisUrl);
  const producer = producerConnection(options.redisUrl);
  const disconnect = () => {
    consumer.disconnect();
    producer.disconnect();
  };
  try {
    await assertNoEviction(consumer);
  } catch (error) {
    disconnect();
    throw error;
  }
  // Unless a test gives a folder, nothing is stored: its requests come without images.
  const files = new DiskObjectStore(options.uploadsDir ?? join(config.dataDir, 'uploads'));
  const container = buildContainer({
    config,
    knex: options.knex,
    adminPasskey: ADMIN_PASSKEY,
    credentialsKey: config.credentialsKey,
    files,
    // The team's digest of customer messages, due at once instead of minutes later.
    settings: { teamAlertDelayMs: options.teamAlertDelayMs ?? 0, ...options.settings },
    counters: { kind: 'postgres', knex: options.knex },
  });
  const mailer = createSmtpMailer({
    smtpUrl: options.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    photos: files,
    workshop: () => readWorkshopProfile(container),
  });
  const queue = new BullmqEventQueue(producer, {
    prefix: options.prefix,
    onError: (error) => logger.warn({ err: error }, 'queue connection error'),
    ...(options.jobOptions ? { jobOptions: options.jobOptions } : {}),
  });
  const workflow = bindWorkflow(container, {
    mailer,
    workshopEmail: config.workshopEmail,
    createQueue: () => queue,
  });
  const relay =
    options.relay === false
      ? null
      : startRelayLoop({
          relay: workflow.relay,
          logger,
          intervalMs: options.relayIntervalMs ?? 100,
        });
  const worker =
    options.worker === false
      ? null
      : startEventWorker({
          connection: consumer,
          handle: eventHandler({
            deliver: workflow.deliver,
            maintenance: resolveUseCases(container).runMaintenance,
            logger,
          }),
          giveUp: (eventId, reason) => workflow.deliver.giveUp(eventId, reason),
          logger,
          prefix: options.prefix,
          concurrency: options.concurrency ?? 10,
        });
  return {
    useCases: resolveUseCases(container),
    deliver: workflow.deliver,
    queue,
    relay,
    worker,
    async stop() {
      await bounded(relay?.stop() ?? Promise.resolve());
      await bounded(worker?.close() ?? Promise.resolve());
      await bounded(queue.close());
      disconnect();
      mailer.close();
    },
  };
}
