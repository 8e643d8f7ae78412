import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The landing's portfolio as the owner edits it. No rows means the spec's six (a fresh install,
 * a restore of an older archive); the first change writes them under ids 1 to 6. Nothing is
 * deleted: an item is hidden, a photo marked removed, and each row keeps who changed it last.
 */
export const portfolio: NamedMigration = {
  name: '039-portfolio',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE portfolio_items (
        id serial PRIMARY KEY,
        spec_key text UNIQUE,
        position integer NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
        subtitle text NOT NULL CHECK (length(subtitle) BETWEEN 1 AND 120),
        hidden boolean NOT NULL DEFAULT false,
        changed_at timestamptz,
        -- Who changed it, kept after their account is removed (as events keep their author).
        changed_by_staff_id integer,
        changed_by_name text
      );
      CREATE TABLE portfolio_photos (
        id serial PRIMARY KEY,
        item_id integer NOT NULL REFERENCES portfolio_items (id),
        position integer NOT NULL,
        path text NOT NULL,
        thumbnail_path text NOT NULL,
        original_name text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        alt text NOT NULL CHECK (length(alt) BETWEEN 1 AND 200),
        added_at timestamptz NOT NULL,
        added_by_staff_id integer,
        added_by_name text,
        changed_at timestamptz,
        changed_by_staff_id integer,
        changed_by_name text,
        removed_at timestamptz
      );
      CREATE INDEX portfolio_photos_item ON portfolio_photos (item_id, position);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE portfolio_photos; DROP TABLE portfolio_items;');
  },
};
