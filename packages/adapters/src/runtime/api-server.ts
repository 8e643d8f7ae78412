import { createServer, type Server } from 'node:http';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { buildContainer, resolveUseCases } from '../composition/container';
import type { AllUseCases } from '../composition/use-case-tokens';
import { createHttpApp } from '../http/app';
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimitStore } from '../http/rate-limits';

export interface ApiServerOptions {
  readonly config: Config;
  readonly knex: Knex;
  readonly logger: Logger;
  readonly adminPasskey: string;
  readonly rateLimitStore: RateLimitStore;
  readonly extraRoutes?: readonly Router[];
  /** Use cases from a container the caller composed (local mode adds the workflow to it). */
  readonly useCases?: AllUseCases;
}

export interface RunningApi {
  readonly server: Server;
  readonly useCases: AllUseCases;
  readonly url: string;
  close(): Promise<void>;
}

/** Composes the API and listens on the configured port (0 picks a free one). */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApi> {
  const { config, knex } = options;
  const useCases =
    options.useCases ??
    resolveUseCases(buildContainer({ config, knex, adminPasskey: options.adminPasskey }));
  const app = createHttpApp({
    useCases,
    logger: options.logger,
    rateLimiters: createRateLimiters(DEFAULT_RATE_LIMITS, options.rateLimitStore),
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    trustProxy: config.trustProxy,
    ready: async () => {
      await knex.raw('select 1');
      return true;
    },
    extraRoutes: options.extraRoutes ?? [],
  });
  const server = createServer(app);
  // Slow or idle clients must not hold sockets for ever.
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    server,
    useCases,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
