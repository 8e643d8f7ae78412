import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createSessions: NamedMigration = {
  name: '005-sessions',
  async up(knex: Knex) {
    // Only the SHA-256 of the cookie is stored, so a leaked table opens no session.
    await knex.raw(`
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        role text NOT NULL CONSTRAINT sessions_role_check CHECK (role IN ('customer', 'admin')),
        user_id integer REFERENCES users (id) ON DELETE CASCADE,
        password_changed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT sessions_customer_has_user CHECK (role <> 'customer' OR user_id IS NOT NULL)
      )
    `);
    // user_id: ending every session of a user on password reset; expires_at: purging old ones.
    await knex.raw('CREATE INDEX sessions_user_idx ON sessions (user_id)');
    await knex.raw('CREATE INDEX sessions_expires_idx ON sessions (expires_at)');
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE sessions');
  },
};
