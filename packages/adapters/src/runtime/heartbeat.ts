import { writeFile } from 'node:fs/promises';
import type { Logger } from 'pino';

/** In DATA_DIR; compose's worker health check reads its age (docker-compose.yml). */
export const WORKER_HEARTBEAT_FILE = 'worker-heartbeat';

export interface Heartbeat {
  stop(): void;
}

/**
 * A process without an HTTP port tells its health check it is well by writing the time to a
 * file while its own checks pass (compose's worker health check reads the file's age). A
 * process that hangs, or cannot reach what it needs, stops writing and turns unhealthy.
 */
export function startHeartbeat(options: {
  readonly file: string;
  readonly intervalMs: number;
  readonly healthy: () => Promise<boolean>;
  readonly logger: Logger;
}): Heartbeat {
  let wasHealthy = true;
  const beat = async () => {
    const healthy = await options.healthy().catch(() => false);
    if (healthy !== wasHealthy) {
      if (healthy) options.logger.info('health checks pass again');
      else options.logger.error('health checks fail: the heartbeat stops until they pass');
      wasHealthy = healthy;
    }
    if (healthy) {
      await writeFile(options.file, `${new Date().toISOString()}\n`).catch((error: unknown) =>
        options.logger.error({ err: error, file: options.file }, 'cannot write the heartbeat'),
      );
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), options.intervalMs);
  return { stop: () => clearInterval(timer) };
}
