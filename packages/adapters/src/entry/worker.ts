import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import { eventHandler } from '../composition/event-handler';
import { bindWorkflow } from '../composition/workflow';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { readWorkshopProfile } from '../composition/workshop-profile';
import { watchSmtp } from '../mail/smtp-watch';
import { countingMailer } from '../metrics/counting-mailer';
import { createMetrics } from '../metrics/metrics';
import { createDatabase } from '../persistence';
import { assertSchemaCurrent } from '../persistence/schema-check';
import { BullmqEventQueue } from '../queue/bullmq-event-queue';
import { startEventWorker } from '../queue/bullmq-worker';
import { assertNoEviction, producerConnection, workerConnection } from '../queue/redis-connections';
import { startHeartbeat, WORKER_HEARTBEAT_FILE } from '../runtime/heartbeat';
import { createLogger } from '../runtime/logger';
import { startRelayLoop } from '../runtime/relay-loop';
import { startMetricsServer } from '../runtime/metrics-server';
import { runMain } from '../runtime/run-main';
import { onShutdown } from '../runtime/shutdown';
import { openObjectStore } from '../storage/open-object-store';

/**
 * The worker process of the services mode, by definition: relays the outbox to BullMQ and
 * sends the emails. Several can run side by side (SKIP LOCKED in the relay, the delivery log
 * in the handler).
 */
runMain(async () => {
  const config = loadConfig(process.env, 'worker');
  const logger = createLogger(config);
  const url = config.databaseUrl ?? '';
  const redisUrl = config.redisUrl ?? '';
  const knex = createDatabase({ url, maxConnections: config.databasePoolMax });
  await assertSchemaCurrent(knex, url);
  const consumer = workerConnection(redisUrl);
  await assertNoEviction(consumer);
  const producer = producerConnection(redisUrl);
  const store = await openObjectStore(config.storage, logger);
  const container = buildContainer({
    config,
    knex,
    // The worker signs nobody in: no admin passkey to check.
    adminPasskey: '',
    credentialsKey: config.credentialsKey,
    files: store,
    counters: { kind: 'postgres', knex },
  });
  const mailer = createSmtpMailer({
    smtpUrl: config.smtpUrl ?? '',
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    photos: store,
    workshop: () => readWorkshopProfile(container),
  });
  const queue = new BullmqEventQueue(producer, {
    prefix: config.queuePrefix,
    onError: (error) => logger.warn({ err: error }, 'queue connection error'),
  });
  const metrics = createMetrics({
    knex,
    queue: { counts: () => queue.counts(), inRedis: true },
    mailServerUp: () => smtp.healthy(),
  });
  const workflow = bindWorkflow(container, {
    mailer: countingMailer(mailer, metrics),
    workshopEmail: config.workshopEmail,
    claimLeaseMs: config.deliveryLeaseMs,
    createQueue: () => queue,
  });
  const { runMaintenance } = resolveUseCases(container);
  const relay = startRelayLoop({ relay: workflow.relay, logger, intervalMs: 500 });
  const worker = startEventWorker({
    connection: consumer,
    handle: eventHandler({ deliver: workflow.deliver, maintenance: runMaintenance, logger }),
    giveUp: (eventId, reason) => workflow.deliver.giveUp(eventId, reason),
    logger,
    prefix: config.queuePrefix,
    lockMs: config.jobLockMs,
  });
  const smtp = watchSmtp(mailer, logger);
  const metricsServer =
    config.workerMetricsPort === undefined
      ? null
      : await startMetricsServer({
          registry: metrics.registry,
          token: config.metricsToken,
          port: config.workerMetricsPort,
          host: config.host,
        });
  await runMaintenance.ensureScheduled();
  await mkdir(config.dataDir, { recursive: true });
  // The first heartbeat says what the mail server answered, not what was assumed.
  await smtp.firstCheck;
  const heartbeat = startHeartbeat({
    file: join(config.dataDir, WORKER_HEARTBEAT_FILE),
    intervalMs: 10_000,
    logger,
    healthy: async () => {
      await knex.raw('select 1');
      await producer.ping();
      return worker.isRunning() && smtp.healthy();
    },
  });

  onShutdown(logger, [
    async () => {
      heartbeat.stop();
      smtp.stop();
      await metricsServer?.close();
    },
    relay.stop,
    // Lets jobs under way finish; past the drain timeout they are cut (and retried elsewhere).
    async () => {
      const force = setTimeout(() => void worker.close(true), config.drainTimeoutMs);
      await worker.close();
      clearTimeout(force);
    },
    () => queue.close(),
    async () => {
      await producer.quit();
      await consumer.quit();
    },
    async () => mailer.close(),
    () => knex.destroy(),
    () => store.close(),
  ]);
  logger.info(
    { storage: store.description, metricsPort: metricsServer?.port ?? null },
    'worker started',
  );
});
