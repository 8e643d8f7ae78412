import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import type { UseCases } from '@workshop/application';
import { createHttpApp } from '../http/app';
import { webAppRoutes } from '../http/routes/web-app';
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimitStore } from '../http/rate-limits';
import { createMetrics, type Metrics } from '../metrics/metrics';
import { IdempotencyKeys } from '../persistence/idempotency-keys';
import type { ObjectStore } from '../storage/object-store';
import { StorageHealth } from '../storage/storage-health';
import { showcaseView } from '../http/views/showcase';
import type { LandingShowcase } from '../http/profile-pages';

export interface ApiServerOptions {
  readonly config: Config;
  readonly knex: Knex;
  readonly logger: Logger;
  readonly adminPasskey: string;
  readonly store: ObjectStore;
  readonly rateLimitStore: RateLimitStore;
  readonly extraRoutes?: readonly Router[];
  /** The built web app, served after every other route, when there is one. */
  readonly webRoot?: string | null;
  /** Use cases from a container the caller composed (local mode adds the workflow to it). */
  readonly useCases?: UseCases;
  /** Local mode brings its own (its queue and mailer are counted too); else the API makes one. */
  readonly metrics?: Metrics;
  /** The store's and scratch folder's checks, when the caller's metrics read them too. */
  readonly storageHealth?: StorageHealth;
}

export interface RunningApi {
  readonly server: Server;
  readonly useCases: UseCases;
  readonly url: string;
  /**
   * Drains: /readyz answers 503 at once (a load balancer stops sending), no new connection is
   * taken, answers close their connection, idle ones are closed, requests under way finish;
   * whatever still runs after the drain timeout is cut.
   */
  close(): Promise<void>;
}

/**
 * Longer than the idle timeout of common load balancers (AWS ALB and Caddy keep idle upstream
 * connections 60 s, nginx 60-75 s): the proxy must always be the side that closes an idle
 * connection, or it may send a request on a socket this server is closing (a 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Composes the API and listens on the configured host and port (port 0 picks a free one). */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApi> {
  const { config, knex, logger } = options;
  const useCases =
    options.useCases ??
    resolveUseCases(
      buildContainer({
        config,
        knex,
        adminPasskey: options.adminPasskey,
        files: options.store,
        counters: options.rateLimitStore,
      }),
    );
  let draining = false;
  const storageHealth =
    options.storageHealth ??
    new StorageHealth(options.store, join(config.dataDir, 'tmp'), config.uploadMinFreeBytes);
  const metrics = options.metrics ?? createMetrics({ knex, storage: storageHealth });
  const app = createHttpApp({
    useCases,
    logger,
    rateLimiters: createRateLimiters(DEFAULT_RATE_LIMITS, options.rateLimitStore),
    publicUrl: config.publicUrl,
    loopbackAliases: config.mode === 'local',
    tmpDir: join(config.dataDir, 'tmp'),
    store: options.store,
    storageHealth,
    decodeLimits: { queue: config.uploadDecodeQueue },
    trustProxy: config.trustProxy,
    debugResetEnabled: config.debugResetEnabled,
    idempotencyKeys: new IdempotencyKeys(knex),
    ready: async () => {
      if (draining) return false;
      await knex.raw('select 1');
      return true;
    },
    metrics: { collector: metrics, token: config.metricsToken },
    extraRoutes: [
      ...(options.extraRoutes ?? []),
      ...(options.webRoot
        ? [
            webAppRoutes(options.webRoot, {
              profile: workshopProfileOf(useCases),
              showcase: showcaseOf(useCases),
              prices: priceListOf(useCases),
            }),
          ]
        : []),
    ],
  });
  const server = createServer((req, res) => {
    // While draining, no answer invites the client (or the proxy) to send another request on
    // this connection: it opens a new one, which the other replicas take.
    if (draining) res.setHeader('Connection', 'close');
    app(req, res);
  });
  // Slow or idle clients must not hold sockets for ever.
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    server,
    useCases,
    url: `http://${shownHost(config.host)}:${port}`,
    close: () => drain(server, config.drainTimeoutMs, logger, () => (draining = true)),
  };
}

/** The profile the pages carry: GetWorkshopProfile never refuses (anyone may read it). */
function workshopProfileOf(useCases: UseCases) {
  return async () => {
    const result = await useCases.getWorkshopProfile.execute();
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
}

/** The landing's proof of craft, as GET /api/showcase answers it, for the pages to carry. */
function showcaseOf(useCases: UseCases) {
  return async (): Promise<LandingShowcase> => {
    const result = await useCases.getPublicShowcase.execute();
    if (!result.ok) throw new Error(result.error.message);
    return showcaseView(result.value);
  };
}

/** The price list the pages carry: GetPriceList never refuses (anyone may read it). */
function priceListOf(useCases: UseCases) {
  return async () => {
    const result = await useCases.getPriceList.execute();
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
}

/** Where to point a browser on this computer. */
function shownHost(host: string | undefined): string {
  if (!host || ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host))
    return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function drain(
  server: Server,
  timeoutMs: number,
  logger: Logger,
  markDraining: () => void,
): Promise<void> {
  markDraining();
  const closed = once(server, 'close');
  // Stops listening and closes idle keep-alive connections; busy ones close after their answer.
  server.close();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), timeoutMs).unref(),
  );
  try {
    if ((await Promise.race([closed, deadline])) === 'timeout') {
      logger.warn({ timeoutMs }, 'drain timeout: closing the connections still open');
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
  }
}
