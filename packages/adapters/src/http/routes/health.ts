import { Router } from 'express';

/** /healthz: the process answers. /readyz: it can reach its database. */
export function healthRoutes(ready: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ok = await ready().catch(() => false);
    res
      .status(ok ? 200 : 503)
      .json(
        ok
          ? { status: 'ready' }
          : { status: 'unavailable', message: 'The database is not reachable' },
      );
  });
  return router;
}
