import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createOutbox: NamedMigration = {
  name: '006-outbox',
  async up(knex: Knex) {
    // gen_random_uuid() is built in since PostgreSQL 13, so no extension is needed (PGlite
    // ships without most extensions). The id doubles as the queue's job id.
    await knex.raw(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text
      )
    `);
    // The relay polls for what is still unpublished, oldest first; published rows drop out.
    await knex.raw(`
      CREATE INDEX outbox_unpublished_idx ON outbox (occurred_at) WHERE published_at IS NULL
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE outbox');
  },
};
