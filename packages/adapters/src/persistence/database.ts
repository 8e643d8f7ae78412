import knex, { type Knex } from 'knex';

export interface DatabaseConfig {
  /** A postgres:// URL: real Postgres, or the embedded one's socket. */
  readonly url: string;
  /** Upper bound of the pool; the embedded server must accept at least this many connections. */
  readonly maxConnections?: number;
}

export const DEFAULT_POOL_MAX = 10;

export function createDatabase(config: DatabaseConfig): Knex {
  return knex({
    client: 'pg',
    connection: config.url,
    // min 0 so an idle process holds no connection (and an embedded server no handler).
    pool: { min: 0, max: config.maxConnections ?? DEFAULT_POOL_MAX },
    acquireConnectionTimeout: 30_000,
  });
}
