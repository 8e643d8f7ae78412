import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The signed copy of each accepted quote: the stored PDF (the quote as accepted, then its
 * acceptance certificate) and its fingerprints. Written once with the acceptance; like the
 * acceptance, the database refuses any change to it (deleting the project still deletes it).
 */
export const signedCopies: NamedMigration = {
  name: '028-a-signed-copies',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE signed_copies (
        request_id integer PRIMARY KEY REFERENCES quote_acceptances (request_id) ON DELETE CASCADE,
        version integer NOT NULL,
        storage_key text NOT NULL UNIQUE,
        size integer NOT NULL CHECK (size > 0),
        quote_sha256 text NOT NULL CHECK (quote_sha256 ~ '^[0-9a-f]{64}$'),
        file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL
      );
      CREATE FUNCTION signed_copy_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'A signed copy cannot be changed';
      END
      $$;
      CREATE TRIGGER signed_copies_final BEFORE UPDATE ON signed_copies
        FOR EACH ROW EXECUTE FUNCTION signed_copy_is_final();
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      DROP TABLE signed_copies;
      DROP FUNCTION signed_copy_is_final();
    `);
  },
};
