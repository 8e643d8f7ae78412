import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const messageAttachments: NamedMigration = {
  name: '015-message-attachments',
  async up(knex: Knex) {
    // request_id beside message_id: the project's files are found (to delete them with it, and
    // for the sweep and backups) without going through its messages.
    await knex.raw(`
      CREATE TABLE message_attachments (
        message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
        request_id integer NOT NULL REFERENCES furniture_requests (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        content_type text NOT NULL CHECK (
          content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf')
        ),
        size integer NOT NULL CHECK (size > 0),
        storage_key text NOT NULL UNIQUE,
        PRIMARY KEY (message_id, position)
      );
      CREATE INDEX message_attachments_request_idx ON message_attachments (request_id);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE message_attachments');
  },
};
