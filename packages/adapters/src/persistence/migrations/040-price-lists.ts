import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The workshop's price list as the owner edits it: one row per save, never updated, so every
 * earlier list can be looked at and restored. No row means the list shipped with the code.
 */
export const priceLists: NamedMigration = {
  name: '040-price-lists',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE price_lists (
        id serial PRIMARY KEY,
        list jsonb NOT NULL,
        saved_at timestamptz NOT NULL,
        -- Who saved it, kept after their account is removed (as events keep their author).
        saved_by_staff_id integer,
        saved_by_name text,
        restored_from integer REFERENCES price_lists(id),
        CHECK ((saved_by_staff_id IS NULL) = (saved_by_name IS NULL))
      );
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`DROP TABLE price_lists;`);
  },
};
