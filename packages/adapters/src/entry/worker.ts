import { ConfigError, loadConfig } from '../config/config';
import { buildContainer } from '../composition/container';
import { bindWorkflow } from '../composition/workflow';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { createDatabase } from '../persistence';
import { BullmqEventQueue } from '../queue/bullmq-event-queue';
import { startEventWorker } from '../queue/bullmq-worker';
import { assertNoEviction, producerConnection, workerConnection } from '../queue/redis-connections';
import { adminPasskey } from '../runtime/admin-passkey';
import { createLogger } from '../runtime/logger';
import { startRelayLoop } from '../runtime/relay-loop';
import { onShutdown } from '../runtime/shutdown';

/**
 * The worker process of the services mode: relays the outbox to BullMQ and sends the emails.
 * Several can run side by side (SKIP LOCKED in the relay, the delivery log in the handler).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const missing = (['databaseUrl', 'redisUrl', 'smtpUrl'] as const).filter((key) => !config[key]);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (key) =>
          `${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()} is required to run the worker`,
      ),
    );
  }
  const logger = createLogger(config);
  const consumer = workerConnection(config.redisUrl as string);
  await assertNoEviction(consumer);
  const producer = producerConnection(config.redisUrl as string);
  const knex = createDatabase({ url: config.databaseUrl as string });
  const passkey = await adminPasskey(config);
  const container = buildContainer({ config, knex, adminPasskey: passkey.passkey });
  const mailer = createSmtpMailer({
    smtpUrl: config.smtpUrl as string,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
  });
  const queue = new BullmqEventQueue(producer, {
    prefix: config.queuePrefix,
    onError: (error) => logger.warn({ err: error }, 'queue connection error'),
  });
  const workflow = bindWorkflow(container, {
    mailer,
    workshopEmail: config.workshopEmail,
    createQueue: () => queue,
  });
  const relay = startRelayLoop({ relay: workflow.relay, logger, intervalMs: 500 });
  const worker = startEventWorker({
    connection: consumer,
    deliver: workflow.deliver,
    logger,
    prefix: config.queuePrefix,
  });

  onShutdown(logger, [
    relay.stop,
    // Lets jobs under way finish before the connection goes.
    () => worker.close(),
    () => queue.close(),
    async () => {
      await producer.quit();
      await consumer.quit();
    },
    async () => mailer.close(),
    () => knex.destroy(),
  ]);
  logger.info('worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exit(1);
});
