import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createFurnitureCustomizations: NamedMigration = {
  name: '004-furniture-customizations',
  async up(knex: Knex) {
    // A draft outlives the account or project it was linked to (SET NULL): it is the record of
    // what the visitor designed in the wizard.
    await knex.raw(`
      CREATE TABLE furniture_customizations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_id text NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        request_id integer REFERENCES furniture_requests (id) ON DELETE SET NULL,
        furniture_type text NOT NULL,
        style text,
        material text,
        specific_material text,
        finish text,
        specific_finish text,
        dimensions text,
        features jsonb NOT NULL DEFAULT '[]'::jsonb,
        hardware text,
        upholstery text,
        notes text,
        full_name text,
        email text,
        phone text,
        timeline text,
        image_path text,
        image_original_name text,
        estimated_price text,
        completed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT furniture_customizations_session_id_unique UNIQUE (session_id)
      )
    `);
    // Without these, deleting a user or a project scans every draft to apply SET NULL.
    await knex.raw(`
      CREATE INDEX furniture_customizations_user_idx ON furniture_customizations (user_id)
        WHERE user_id IS NOT NULL
    `);
    await knex.raw(`
      CREATE INDEX furniture_customizations_request_idx ON furniture_customizations (request_id)
        WHERE request_id IS NOT NULL
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE furniture_customizations');
  },
};
