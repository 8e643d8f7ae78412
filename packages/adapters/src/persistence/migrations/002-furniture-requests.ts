import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createFurnitureRequests: NamedMigration = {
  name: '002-furniture-requests',
  async up(knex: Knex) {
    // quote_amount is free text on purpose: the workshop quotes ranges such as "$1,200 - $1,500".
    await knex.raw(`
      CREATE TABLE furniture_requests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        full_name text NOT NULL,
        email text NOT NULL,
        phone text,
        furniture_type text,
        description text,
        budget_range text,
        timeline text,
        image_path text,
        image_original_name text,
        status text NOT NULL DEFAULT 'new'
          CONSTRAINT furniture_requests_status_check
          CHECK (status IN ('new', 'quoted', 'in_progress', 'completed')),
        notes text,
        admin_notes text NOT NULL DEFAULT '',
        quote_amount text,
        quote_notes text,
        quoted_at timestamptz,
        quoted_by text,
        quote_approved boolean NOT NULL DEFAULT false,
        quote_approved_at timestamptz,
        admin_message text,
        admin_message_sent_at timestamptz,
        admin_message_sent_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    // The customer dashboard lists one customer's projects newest first; the admin list is
    // all projects newest first; the id breaks ties between rows created in the same instant.
    await knex.raw(`
      CREATE INDEX furniture_requests_customer_created_idx
        ON furniture_requests (customer_id, created_at DESC, id DESC)
    `);
    await knex.raw(`
      CREATE INDEX furniture_requests_created_idx ON furniture_requests (created_at DESC, id DESC)
    `);
    await knex.raw('CREATE INDEX furniture_requests_status_idx ON furniture_requests (status)');
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE furniture_requests');
  },
};
