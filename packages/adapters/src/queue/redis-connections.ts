import { Redis } from 'ioredis';
import { StartupError } from '../startup-error';

/**
 * The producer side fails fast: with Redis down, publishing must error at once so the event
 * simply stays in the outbox, instead of piling up in an in-memory offline queue.
 */
export function producerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
}

/** Workers wait for Redis as long as it takes (BullMQ requires maxRetriesPerRequest null). */
export function workerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/**
 * Redis evicting keys under memory pressure would silently drop jobs. BullMQ needs
 * noeviction, so the worker refuses to start without it.
 */
export async function assertNoEviction(redis: Redis): Promise<void> {
  const reply = (await redis.call('CONFIG', 'GET', 'maxmemory-policy')) as unknown;
  const policy = Array.isArray(reply) ? String(reply[1]) : String(reply);
  if (policy !== 'noeviction') {
    throw new StartupError(
      `Redis maxmemory-policy is '${policy}', but the queue needs 'noeviction': with any other ` +
        'policy Redis may delete queued jobs when memory runs short, and emails would be lost. ' +
        "Set 'maxmemory-policy noeviction' in redis.conf (or CONFIG SET maxmemory-policy noeviction).",
    );
  }
}
