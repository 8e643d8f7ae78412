import { ConfigError, loadConfig } from '../config/config';
import { findWebRoot, webAppRoutes } from '../http/routes/web-app';
import { createDatabase, runMigrations } from '../persistence';
import { adminPasskey } from '../runtime/admin-passkey';
import { startApiServer } from '../runtime/api-server';
import { createLogger } from '../runtime/logger';
import { onShutdown } from '../runtime/shutdown';

/** The API process of the services mode: stateless, so it scales out behind a load balancer. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError(['DATABASE_URL is required to run the API server']);
  if (config.mode !== 'local' && !config.adminPasskey) {
    throw new ConfigError(['ADMIN_PASSKEY is required outside local mode']);
  }
  const logger = createLogger(config);
  const knex = createDatabase({ url: config.databaseUrl });
  // knex holds a lock while migrating, so several API processes may start at once.
  await runMigrations(knex);
  const passkey = await adminPasskey(config);
  const webRoot = findWebRoot([
    new URL('../web/', import.meta.url),
    new URL('../../web/dist/', import.meta.url),
  ]);
  const api = await startApiServer({
    config,
    knex,
    logger,
    adminPasskey: passkey.passkey,
    rateLimitStore: { kind: 'postgres', knex },
    // The container keeps the web build at /app/web beside /app/dist.
    extraRoutes: webRoot ? [webAppRoutes(webRoot)] : [],
  });
  onShutdown(logger, [api.close, () => knex.destroy()]);
  logger.info({ url: api.url, mode: config.mode }, 'API listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exit(1);
});
