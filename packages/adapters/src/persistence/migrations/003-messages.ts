import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createMessages: NamedMigration = {
  name: '003-messages',
  async up(knex: Knex) {
    await knex.raw(`
      CREATE TABLE messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        message text NOT NULL,
        sender_type text NOT NULL
          CONSTRAINT messages_sender_type_check CHECK (sender_type IN ('admin', 'customer')),
        sender_name text NOT NULL,
        read_by_admin boolean NOT NULL DEFAULT false,
        read_by_customer boolean NOT NULL DEFAULT false,
        sent_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await knex.raw('CREATE INDEX messages_project_sent_idx ON messages (project_id, sent_at, id)');
    // Unread counts are polled every 30 s by every open dashboard; these partial indexes hold
    // only the unread rows, so the poll stays cheap however long the conversations grow.
    await knex.raw(`
      CREATE INDEX messages_unread_by_admin_idx ON messages (project_id)
        WHERE read_by_admin = false AND sender_type = 'customer'
    `);
    await knex.raw(`
      CREATE INDEX messages_unread_by_customer_idx ON messages (project_id)
        WHERE read_by_customer = false AND sender_type = 'admin'
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE messages');
  },
};
