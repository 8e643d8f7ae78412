import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Whether a customer lets the workshop show their finished piece (one answer per project, which
 * they can change), and the pieces published from it: a title, a line, and the chosen progress
 * photos as the upload path stored them (a jsonb array, like progress_updates.photos).
 */
export const showcase: NamedMigration = {
  name: '030-b-showcase',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE showcase_consents (
        request_id integer PRIMARY KEY REFERENCES furniture_requests (id) ON DELETE CASCADE,
        allowed boolean NOT NULL,
        answered_at timestamptz NOT NULL
      );
      CREATE TABLE published_pieces (
        id serial PRIMARY KEY,
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
        text text CHECK (length(text) <= 200),
        photos jsonb NOT NULL CHECK (jsonb_typeof(photos) = 'array'),
        published_at timestamptz NOT NULL
      );
      CREATE INDEX published_pieces_request ON published_pieces (request_id);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE published_pieces; DROP TABLE showcase_consents;');
  },
};
