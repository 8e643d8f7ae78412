import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import { bindWorkflow } from '../composition/workflow';
import { mailboxRoutes } from '../http/routes/mailbox';
import { findWebRoot, webAppRoutes } from '../http/routes/web-app';
import { createMailboxMailer } from '../mail/mailbox-mailer';
import { createDatabase, runMigrations, startEmbeddedPostgres } from '../persistence';
import { InProcessEventQueue } from '../queue/in-process-event-queue';
import { adminPasskey } from '../runtime/admin-passkey';
import { startApiServer } from '../runtime/api-server';
import { createLogger } from '../runtime/logger';
import { startRelayLoop } from '../runtime/relay-loop';
import { onShutdown } from '../runtime/shutdown';

/**
 * `pnpm start`: the whole product in one process. Embedded Postgres unless DATABASE_URL is
 * set, data under DATA_DIR, migrations applied at start, jobs run in-process and emails land
 * in DATA_DIR/mail (shown at /dev/mailbox).
 */
async function main(): Promise<void> {
  const config = loadConfig({ MODE: 'local', ...process.env });
  const logger = createLogger(config);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pglite') });
  const knex = embedded
    ? createDatabase(embedded)
    : createDatabase({ url: config.databaseUrl as string });
  await runMigrations(knex);
  const passkey = await adminPasskey(config);

  const container = buildContainer({ config, knex, adminPasskey: passkey.passkey });
  const mailDir = join(config.dataDir, 'mail');
  let queue: InProcessEventQueue | undefined;
  const workflow = bindWorkflow(container, {
    workshopEmail: config.workshopEmail,
    mailer: createMailboxMailer({
      directory: mailDir,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      onDelivered: ({ to, subject }) => {
        process.stdout.write(`  ✉  "${subject}" to ${to}  (${config.publicUrl}/dev/mailbox)\n`);
      },
    }),
    createQueue: (deliver) => {
      queue = new InProcessEventQueue(async (event) => {
        const result = await deliver.execute(event);
        if (!result.ok) logger.error({ eventId: event.id, error: result.error }, 'event refused');
      }, logger);
      return queue;
    },
  });
  // packages/adapters/dist/local.js -> packages/web/dist
  const webRoot = findWebRoot([new URL('../../web/dist/', import.meta.url)]);
  const relay = startRelayLoop({ relay: workflow.relay, logger, intervalMs: 250 });

  const api = await startApiServer({
    config,
    knex,
    logger,
    adminPasskey: passkey.passkey,
    useCases: resolveUseCases(container),
    // One process on the embedded database: counters in memory are shared by every request.
    rateLimitStore: embedded ? { kind: 'memory' } : { kind: 'postgres', knex },
    extraRoutes: [mailboxRoutes(mailDir), ...(webRoot ? [webAppRoutes(webRoot)] : [])],
  });
  onShutdown(logger, [
    api.close,
    relay.stop,
    async () => queue?.close(),
    () => knex.destroy(),
    async () => embedded?.stop(),
  ]);

  const lines = [
    '',
    `  Workshop is running at ${api.url}${webRoot ? '' : '  (API only: the web app is not built)'}`,
    `  Database: ${embedded ? `embedded Postgres in ${join(config.dataDir, 'pglite')}` : 'DATABASE_URL'}`,
    `  Emails: ${mailDir} (read them at ${config.publicUrl}/dev/mailbox)`,
    passkey.source === 'environment'
      ? '  Admin passkey: from ADMIN_PASSKEY'
      : `  Admin passkey: ${passkey.passkey}  (kept in ${join(config.dataDir, 'admin-passkey')})`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exit(1);
});
