import { once } from 'node:events';
import { createServer } from 'node:http';
import express from 'express';
import type { Registry } from 'prom-client';
import { metricsRoutes } from '../http/routes/metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/** The worker's own small HTTP port (WORKER_METRICS_PORT): /metrics and nothing else. */
export async function startMetricsServer(options: {
  registry: Registry;
  token: string | undefined;
  port: number;
  host: string | undefined;
}): Promise<MetricsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsRoutes(options.registry, options.token));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  const server = createServer(app);
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
