import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import { eventHandler } from '../composition/event-handler';
import { bindWorkflow } from '../composition/workflow';
import { mailboxRoutes } from '../http/routes/mailbox';
import { isLoopback } from '../http/loopback-only';
import { findWebRoot } from '../http/routes/web-app';
import { readWorkshopProfile } from '../composition/workshop-profile';
import { createMailboxMailer } from '../mail/mailbox-mailer';
import { countingMailer } from '../metrics/counting-mailer';
import { createMetrics, NO_JOBS } from '../metrics/metrics';
import { runMigrations } from '../persistence';
import { openDatabase } from '../persistence/open-database';
import type { RateLimitStore } from '../persistence/rate-limiter';
import { InProcessEventQueue } from '../queue/in-process-event-queue';
import { adminPasskey } from '../runtime/admin-passkey';
import { credentialsKey } from '../runtime/credentials-key';
import { startApiServer } from '../runtime/api-server';
import { createLogger } from '../runtime/logger';
import { startRelayLoop } from '../runtime/relay-loop';
import { runMain } from '../runtime/run-main';
import { onShutdown } from '../runtime/shutdown';
import { openObjectStore } from '../storage/open-object-store';
import { StorageHealth } from '../storage/storage-health';

/**
 * `pnpm start`: the whole product in one process. Embedded Postgres unless DATABASE_URL is
 * set, data under DATA_DIR, migrations applied at start, jobs run in-process and emails land
 * in DATA_DIR/mail (shown at /dev/mailbox). The only local-mode entry point: it listens on
 * 127.0.0.1 unless HOST says otherwise, and its debug tools answer only on this computer.
 */
runMain(async () => {
  const config = loadConfig(process.env, 'local');
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
    mailer: countingMailer(
      createMailboxMailer({
        directory: mailDir,
        from: config.mailFrom,
        publicUrl: config.publicUrl,
        photos: store,
        workshop: () => readWorkshopProfile(container),
        onDelivered: ({ to, subject }) => {
          process.stdout.write(`  ✉  "${subject}" to ${to}  (${config.publicUrl}/dev/mailbox)\n`);
        },
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
  // packages/adapters/dist/local.js -> packages/web/dist
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
  onShutdown(logger, [
    api.close,
    relay.stop,
    async () => queue?.close(),
    () => database.close(),
    () => store.close(),
  ]);

  const lines = [
    '',
    `  Workshop is running at ${api.url}${webRoot ? '' : '  (API only: the web app is not built)'}`,
    `  Database: ${database.description}`,
    `  Emails: ${mailDir} (read them at ${config.publicUrl}/dev/mailbox)`,
    passkey.source === 'environment'
      ? '  Admin passkey: from ADMIN_PASSKEY'
      : `  Admin passkey: ${passkey.passkey}  (kept in ${join(config.dataDir, 'admin-passkey')})`,
    ...(sharedOnNetwork(config.host) ? sharingLines(config.host, config.publicUrl) : []),
    ...(sharedOnNetwork(config.host) && config.debugResetEnabled
      ? [
          '  Warning: the debug password reset is on while the site is shared. It and the mailbox still answer only on this computer; DEBUG_RESET_ENABLED=false turns the reset off.',
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

function sharedOnNetwork(host: string | undefined): boolean {
  return host !== 'localhost' && !isLoopback(host);
}

/** The site answers only at PUBLIC_URL (and its loopback names): say which address to share. */
function sharingLines(host: string | undefined, publicUrl: string): string[] {
  const shared = `  Shared with your network (HOST=${host ?? ''}): others open ${publicUrl}`;
  const { hostname } = new URL(publicUrl);
  if (hostname !== 'localhost' && !isLoopback(hostname.replace(/^\[|\]$/g, ''))) return [shared];
  return [
    shared,
    "  Set PUBLIC_URL to this computer's address on the network (http://<address>:<port>): the site answers only at its PUBLIC_URL.",
  ];
}
