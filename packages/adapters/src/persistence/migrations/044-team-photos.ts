import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The team's photographs. A profile version names a photo by its id; rows are never deleted,
 * so restoring an earlier version shows the photo it had.
 */
export const teamPhotos: NamedMigration = {
  name: '044-team-photos',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE team_photos (
        id serial PRIMARY KEY,
        path text NOT NULL,
        thumbnail_path text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        uploaded_at timestamptz NOT NULL
      );
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE team_photos;');
  },
};
