import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * A project's progress timeline. The photos are a jsonb array of what the upload path stored
 * ({ path, thumbnailPath, originalName, width, height }): at most six per update, always read
 * with their update, never queried one by one, so they need no table of their own.
 */
export const progressUpdates: NamedMigration = {
  name: '014-progress-updates',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE progress_updates (
        id serial PRIMARY KEY,
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('update', 'completion')),
        milestone text NOT NULL CHECK (length(milestone) BETWEEN 1 AND 200),
        note text,
        photos jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photos) = 'array'),
        read_by_customer boolean NOT NULL DEFAULT false,
        posted_at timestamptz NOT NULL
      );
      CREATE INDEX progress_updates_request ON progress_updates (request_id, posted_at DESC, id DESC);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE progress_updates');
  },
};
