import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const acceptanceMethod: NamedMigration = {
  name: '021-acceptance-method',
  async up(knex: Knex) {
    // Every acceptance so far was a typed signature: the default says so for them, then goes,
    // so each new acceptance must say how it was made. Adding a column rewrites no row through
    // UPDATE, so the trigger that keeps acceptances final stays as it is and fires for none.
    await knex.raw(`
      ALTER TABLE quote_acceptances
        ADD COLUMN method text NOT NULL DEFAULT 'typed_signature'
          CHECK (method IN ('typed_signature', 'click'));
      ALTER TABLE quote_acceptances ALTER COLUMN method DROP DEFAULT;
    `);
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE quote_acceptances DROP COLUMN method');
  },
};
