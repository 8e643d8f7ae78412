import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { createDatabase, runMigrations, startEmbeddedPostgres } from '../persistence';
import { adminPasskey } from '../runtime/admin-passkey';
import { startApiServer } from '../runtime/api-server';
import { createLogger } from '../runtime/logger';
import { onShutdown } from '../runtime/shutdown';

/**
 * `pnpm start`: the whole product in one process. Embedded Postgres unless DATABASE_URL is
 * set, data under DATA_DIR, migrations applied at start.
 */
async function main(): Promise<void> {
  const config = loadConfig({ MODE: 'local', ...process.env });
  const logger = createLogger(config);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pglite') });
  const knex = createDatabase({ url: config.databaseUrl ?? (embedded?.url as string) });
  await runMigrations(knex);
  const passkey = await adminPasskey(config);
  const api = await startApiServer({
    config,
    knex,
    logger,
    adminPasskey: passkey.passkey,
    // One process on the embedded database: counters in memory are shared by every request.
    rateLimitStore: embedded ? { kind: 'memory' } : { kind: 'postgres', knex },
  });
  onShutdown(logger, [api.close, () => knex.destroy(), async () => embedded?.stop()]);

  const lines = [
    '',
    `  Workshop is running at ${api.url}`,
    `  Database: ${embedded ? `embedded Postgres in ${join(config.dataDir, 'pglite')}` : 'DATABASE_URL'}`,
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
