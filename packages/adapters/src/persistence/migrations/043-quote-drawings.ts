import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The workshop's own drawings sent with a quote version (PDFs or images). request_id leads the
 * key: the project's files are found to delete them with it, and for the sweep and backups.
 */
export const quoteDrawings: NamedMigration = {
  name: '043-quote-drawings',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE quote_version_drawings (
        request_id integer NOT NULL,
        version integer NOT NULL,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 5),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        content_type text NOT NULL CHECK (
          content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf')
        ),
        size integer NOT NULL CHECK (size > 0),
        storage_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (request_id, version, position),
        FOREIGN KEY (request_id, version)
          REFERENCES quote_versions (request_id, version) ON DELETE CASCADE
      );
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE quote_version_drawings');
  },
};
