import type { Throttle } from '@workshop/application';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface Limit {
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Where counters live: Postgres (the rate_limits table), so every process shares them; or
 * memory, for the single-process local mode on the embedded database.
 */
export type RateLimitStore =
  { readonly kind: 'postgres'; readonly knex: Knex } | { readonly kind: 'memory' };

/** A rate-limiter-flexible counter named `name` (its keys' prefix) in the store. */
export function createLimiter(
  name: string,
  limit: Limit,
  store: RateLimitStore,
): RateLimiterAbstract {
  const { points, durationSeconds: duration } = limit;
  return store.kind === 'postgres'
    ? new RateLimiterPostgres({
        storeClient: store.knex,
        storeType: 'knex',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        points,
        duration,
        clearExpiredByTimeout: false,
      })
    : new RateLimiterMemory({ keyPrefix: name, points, duration });
}

/** The application's Throttle on such a counter: the consume is atomic in Postgres. */
export function createThrottle(name: string, limit: Limit, store: RateLimitStore): Throttle {
  const limiter = createLimiter(name, limit, store);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}
