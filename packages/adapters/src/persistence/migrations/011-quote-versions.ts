import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const quoteVersions: NamedMigration = {
  name: '011-quote-versions',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE furniture_requests DROP CONSTRAINT furniture_requests_status_check;
      ALTER TABLE furniture_requests ADD CONSTRAINT furniture_requests_status_check
        CHECK (status IN ('new', 'quoted', 'in_progress', 'completed', 'declined'));

      CREATE TABLE quote_versions (
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version > 0),
        amount text NOT NULL,
        notes text,
        quoted_by text NOT NULL,
        quoted_at timestamptz NOT NULL,
        valid_until date NOT NULL,
        viewed_at timestamptz,
        changes_requested_at timestamptz,
        declined_at timestamptz,
        decline_reason text,
        PRIMARY KEY (request_id, version)
      );

      -- One acceptance per project: approval moves it on for good.
      CREATE TABLE quote_acceptances (
        request_id integer PRIMARY KEY,
        version integer NOT NULL,
        amount text NOT NULL,
        signature_name text NOT NULL,
        accepted_at timestamptz NOT NULL,
        ip_address text,
        user_agent text,
        terms text NOT NULL,
        FOREIGN KEY (request_id, version)
          REFERENCES quote_versions (request_id, version) ON DELETE CASCADE
      );
    `);
    // What a customer signed stays as signed: the database itself refuses a change. (Deleting
    // the project still deletes it, with everything else of the project.)
    await knex.raw(`
      CREATE FUNCTION quote_acceptance_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'A quote acceptance cannot be changed';
      END
      $$;
      CREATE TRIGGER quote_acceptances_final BEFORE UPDATE ON quote_acceptances
        FOR EACH ROW EXECUTE FUNCTION quote_acceptance_is_final();
    `);
    // Every quote given so far becomes its project's version 1, valid 30 days from the upgrade:
    // those quotes were given without a validity, so none may expire the day the release lands.
    await knex.raw(`
      INSERT INTO quote_versions (request_id, version, amount, notes, quoted_by, quoted_at, valid_until)
      SELECT id, 1, quote_amount, quote_notes, quoted_by, quoted_at,
             (now() AT TIME ZONE 'UTC')::date + 30
      FROM furniture_requests
      WHERE quote_amount IS NOT NULL AND quoted_by IS NOT NULL AND quoted_at IS NOT NULL
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      DROP TABLE quote_acceptances;
      DROP FUNCTION quote_acceptance_is_final();
      DROP TABLE quote_versions;
      UPDATE furniture_requests SET status = 'quoted' WHERE status = 'declined';
      ALTER TABLE furniture_requests DROP CONSTRAINT furniture_requests_status_check;
      ALTER TABLE furniture_requests ADD CONSTRAINT furniture_requests_status_check
        CHECK (status IN ('new', 'quoted', 'in_progress', 'completed'));
    `);
  },
};
