import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The workshop's profile as the owner edits it: one row per save, never updated, so every
 * earlier version can be looked at and restored. No row means the spec's defaults.
 */
export const workshopProfile: NamedMigration = {
  name: '029-a-workshop-profile',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE workshop_profile_versions (
        id serial PRIMARY KEY,
        profile jsonb NOT NULL,
        saved_at timestamptz NOT NULL,
        -- Who saved it, kept after their account is removed (as events keep their author).
        saved_by_staff_id integer,
        saved_by_name text,
        restored_from integer REFERENCES workshop_profile_versions(id),
        CHECK ((saved_by_staff_id IS NULL) = (saved_by_name IS NULL))
      );
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`DROP TABLE workshop_profile_versions;`);
  },
};
