import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createRateLimits: NamedMigration = {
  name: '008-rate-limits',
  async up(knex: Knex) {
    // Kept in Postgres so every API instance behind a load balancer counts against one budget.
    // The shape is rate-limiter-flexible's (RateLimiterPostgres with tableCreated: true):
    // `expire` is epoch milliseconds.
    await knex.raw(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )
    `);
    await knex.raw('CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)');
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE rate_limits');
  },
};
