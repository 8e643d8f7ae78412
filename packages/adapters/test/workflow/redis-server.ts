import { Redis } from 'ioredis';

/** A Redis the tests may share, each test under key prefixes of its own. */
export interface RedisServer {
  readonly url: string;
  readonly source: string;
  stop(): Promise<void>;
}

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** The image compose runs, so the tests meet the same Redis where a container runtime exists. */
export const REDIS_IMAGE = 'redis:7-alpine';

async function isReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Like PostgreSQL: the environment's URL (TEST_REDIS_URL, then REDIS_URL) first, then the
 * conventional local server, then a throwaway container. Null only when none exists; the
 * caller decides whether that is a failure (CI) or a warning.
 */
export async function findRedisServer(): Promise<RedisServer | null> {
  const configured = process.env['TEST_REDIS_URL'] || process.env['REDIS_URL'];
  if (configured) {
    // A URL someone set on purpose must work: silently falling back would test something else.
    if (!(await isReachable(configured))) {
      throw new Error(`TEST_REDIS_URL/REDIS_URL is set but unreachable: ${configured}`);
    }
    return { url: configured, source: 'environment', stop: () => Promise.resolve() };
  }
  if (await isReachable(LOCAL_REDIS_URL)) {
    return { url: LOCAL_REDIS_URL, source: '127.0.0.1:6379', stop: () => Promise.resolve() };
  }
  try {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer(REDIS_IMAGE).start();
    return {
      url: container.getConnectionUrl(),
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    console.warn(
      `No container runtime for Redis: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** Removes every key under these prefixes (a test's BullMQ queues), leaving others alone. */
export async function removeKeys(url: string, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const prefix of prefixes) {
      const stream = client.scanStream({ match: `${prefix}:*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length > 0) await client.del(...keys);
      }
    }
  } finally {
    client.disconnect();
  }
}
