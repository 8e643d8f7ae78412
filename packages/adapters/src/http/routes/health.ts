import { Router } from 'express';
import type { StorageHealth } from '../../storage/storage-health';

/**
 * /healthz: the process answers. /readyz: this replica can serve, i.e. reach its database and
 * is not draining (503 otherwise). The file store is shared by every replica: when it is down
 * the body says so (`storage: "down"`) but the answer stays 200, since a load balancer that
 * took every replica out for a fault they share would turn a broken upload into an outage.
 */
export function healthRoutes(ready: () => Promise<boolean>, storage?: StorageHealth): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [ok, storageUp] = await Promise.all([
      ready().catch(() => false),
      storage ? storage.up() : Promise.resolve(true),
    ]);
    if (!ok) {
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable' });
      return;
    }
    res.json(
      storageUp
        ? { status: 'ready' }
        : {
            status: 'ready',
            storage: 'down',
            message: 'Uploaded files cannot be stored or read right now',
          },
    );
  });
  return router;
}
