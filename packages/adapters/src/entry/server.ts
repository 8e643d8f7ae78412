import { loadConfig } from '../config/config';
import { findWebRoot } from '../http/routes/web-app';
import { createDatabase } from '../persistence';
import { assertSchemaCurrent } from '../persistence/schema-check';
import { adminPasskey } from '../runtime/admin-passkey';
import { startApiServer } from '../runtime/api-server';
import { createLogger } from '../runtime/logger';
import { runMain } from '../runtime/run-main';
import { onShutdown } from '../runtime/shutdown';
import { openObjectStore } from '../storage/open-object-store';

/**
 * The API process of the services mode, by definition: it needs PostgreSQL and its storage,
 * never migrates (the migrate step does) and never serves the debug reset. Stateless, so it
 * scales out behind a load balancer.
 */
runMain(async () => {
  const config = loadConfig(process.env, 'api');
  const logger = createLogger(config);
  const url = config.databaseUrl ?? '';
  const knex = createDatabase({ url, maxConnections: config.databasePoolMax });
  await assertSchemaCurrent(knex, url);
  const store = await openObjectStore(config.storage, logger);
  const passkey = await adminPasskey(config);
  // The image keeps the web build at /app/web beside /app/dist.
  const webRoot = findWebRoot([
    new URL('../web/', import.meta.url),
    new URL('../../web/dist/', import.meta.url),
  ]);
  const api = await startApiServer({
    config,
    knex,
    logger,
    adminPasskey: passkey.passkey,
    store,
    rateLimitStore: { kind: 'postgres', knex },
    webRoot,
  });
  onShutdown(logger, [api.close, () => knex.destroy(), () => store.close()]);
  logger.info(
    { url: api.url, storage: store.description, webApp: webRoot !== null },
    'API listening',
  );
});
