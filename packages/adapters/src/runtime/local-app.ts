import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import { eventHandler } from '../composition/event-handler';
import { bindWorkflow } from '../composition/workflow';
import { mailboxRoutes } from '../http/routes/mailbox';
import { findWebRoot } from '../http/routes/web-app';
import { readWorkshopProfile } from '../composition/workshop-profile';
import { createMailboxMailer } from '../mail/mailbox-mailer';
import { countingMailer } from '../metrics/counting-mailer';
import { createMetrics, NO_JOBS } from '../metrics/metrics';
import { runMigrations } from '../persistence';
import { openDatabase } from '../persistence/open-database';
import type { RateLimitStore } from '../persistence/rate-limiter';
import { InProcessEventQueue } from '../queue/in-process-event-queue';
import { adminPasskey, type PasskeyInForce } from './admin-passkey';
import { credentialsKey } from './credentials-key';
import { startApiServer } from './api-server';
import { createLogger } from './logger';
import { startRelayLoop } from './relay-loop';
import { openObjectStore } from '../storage/open-object-store';
import { StorageHealth } from '../storage/storage-health';

export interface LocalApp {
  readonly url: string;
  readonly logger: Logger;
  /** Where the emails land (DATA_DIR/mail), shown at /dev/mailbox. */
  readonly mailDir: string;
  readonly databaseDescription: string;
  readonly passkey: PasskeyInForce;
  /** false: the web app is not built, the site answers its API only. */
  readonly servesWebApp: boolean;
  /** Stops taking requests, then the relay, the queue, the database and the store, in order. */
  close(): Promise<void>;
}

/**
 * The whole product in one process: embedded Postgres unless DATABASE_URL is set, data under
 * DATA_DIR, migrations applied at start, jobs run in-process and emails written to
 * DATA_DIR/mail. `pnpm start` runs it; the end-to-end tests start it in their own process.
 */
export async function startLocalApp(
  config: Config,
  options: { readonly onEmail?: (email: { to: string; subject: string }) => void } = {},
): Promise<LocalApp> {
  const logger = createLogger(config);
  const database = await openDatabase(config);
  const { knex } = database;
  await runMigrations(knex);
  const passkey = await adminPasskey(config);
  const credentials = await credentialsKey(config);
  const store = await openObjectStore(config.storage, logger);

  // One process on the embedded database: counters in memory are shared by every request.
  const counters: RateLimitStore = database.embedded
    ? { kind: 'memory' }
    : { kind: 'postgres', knex };
  const container = buildContainer({
    config,
    knex,
    adminPasskey: passkey.passkey,
    credentialsKey: credentials,
    files: store,
    counters,
  });
  const useCases = resolveUseCases(container);
  const mailDir = join(config.dataDir, 'mail');
  let queue: InProcessEventQueue | undefined;
  const storageHealth = new StorageHealth(
    store,
    join(config.dataDir, 'tmp'),
    config.uploadMinFreeBytes,
  );
  const metrics = createMetrics({
    knex,
    queue: { counts: async () => queue?.counts() ?? NO_JOBS, inRedis: false },
    storage: storageHealth,
  });
  const workflow = bindWorkflow(container, {
    workshopEmail: config.workshopEmail,
    claimLeaseMs: config.deliveryLeaseMs,
    mailer: countingMailer(
      createMailboxMailer({
        directory: mailDir,
        from: config.mailFrom,
        publicUrl: config.publicUrl,
        photos: store,
        workshop: () => readWorkshopProfile(container),
        ...(options.onEmail ? { onDelivered: options.onEmail } : {}),
      }),
      metrics,
    ),
    createQueue: (deliver) => {
      const handle = eventHandler({ deliver, maintenance: useCases.runMaintenance, logger });
      queue = new InProcessEventQueue(
        async (event) => {
          const result = await handle(event);
          if (!result.ok) logger.error({ eventId: event.id, error: result.error }, 'event refused');
        },
        logger,
        (eventId, reason) => deliver.giveUp(eventId, reason),
      );
      return queue;
    },
  });
  await useCases.runMaintenance.ensureScheduled();
  // The queue lives in this process: what the last run did not finish is handed to it again.
  const resumed = await workflow.relay.resume();
  if (resumed.ok && resumed.value > 0) {
    logger.info({ events: resumed.value }, 'resumed the events the last run left unfinished');
  }
  // Bundled as packages/adapters/dist/*.js -> packages/web/dist
  const webRoot = findWebRoot([new URL('../../web/dist/', import.meta.url)]);
  const relay = startRelayLoop({ relay: workflow.relay, logger, intervalMs: 250 });

  const api = await startApiServer({
    config,
    knex,
    logger,
    adminPasskey: passkey.passkey,
    store,
    useCases,
    metrics,
    storageHealth,
    rateLimitStore: counters,
    extraRoutes: [mailboxRoutes(mailDir)],
    webRoot,
  });
  const closers = [
    api.close,
    relay.stop,
    async () => queue?.close(),
    () => database.close(),
    () => store.close(),
  ];
  return {
    url: api.url,
    logger,
    mailDir,
    databaseDescription: database.description,
    passkey,
    servesWebApp: webRoot !== null,
    async close() {
      for (const close of closers) {
        await close().catch((error: unknown) =>
          logger.error({ err: error }, 'error while shutting down'),
        );
      }
    },
  };
}
