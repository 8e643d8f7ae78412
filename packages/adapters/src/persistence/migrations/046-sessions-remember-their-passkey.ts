import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Which of a member's passkeys opened a session, so removing the passkey (a lost phone) ends
 * the sessions it opened. Null for a password's sessions, the owner's and those opened before.
 */
export const sessionsRememberTheirPasskey: NamedMigration = {
  name: '046-sessions-remember-their-passkey',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE sessions
        ADD COLUMN staff_passkey_id integer REFERENCES staff_passkeys (id) ON DELETE CASCADE;
      CREATE INDEX sessions_staff_passkey_id_idx ON sessions (staff_passkey_id)
        WHERE staff_passkey_id IS NOT NULL;
    `);
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE sessions DROP COLUMN staff_passkey_id;');
  },
};
