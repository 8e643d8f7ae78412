import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * A customer's review of their finished piece: one per project, gone with the project. A new
 * or edited review awaits the workshop's approval before the landing shows it.
 */
export const reviews: NamedMigration = {
  name: '030-a-reviews',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE reviews (
        request_id integer PRIMARY KEY REFERENCES furniture_requests (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 600),
        status text NOT NULL CHECK (status IN ('awaiting_approval', 'approved', 'hidden')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX reviews_status ON reviews (status, updated_at DESC);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE reviews');
  },
};
