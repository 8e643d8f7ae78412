import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Registry } from 'prom-client';

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured it answers 404, so nothing is exposed by default (answered here: left unrouted, the
 * web app's page fallback would answer 200).
 */
export function metricsRoutes(registry: Registry, token: string | undefined): Router {
  const router = Router();
  if (token === undefined) {
    router.get('/metrics', (_req, res) => {
      res.status(404).json({ message: 'Not found' });
    });
    return router;
  }
  const expected = digest(`Bearer ${token}`);
  router.get('/metrics', async (req, res) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ message: 'Metrics need the bearer token of METRICS_TOKEN' });
      return;
    }
    res
      .set('Content-Type', registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
  return router;
}

/** Equal lengths for timingSafeEqual, whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
