import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * What a member sees of their own passkeys: a name (the browser and system it was added on, so
 * two are told apart) and when it last signed them in. Passkeys added before this are named
 * "Passkey" and were never seen used.
 */
export const passkeyNamesAndUse: NamedMigration = {
  name: '041-passkey-names-and-use',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE staff_passkeys
        ADD COLUMN name text NOT NULL DEFAULT 'Passkey' CHECK (length(name) BETWEEN 1 AND 100),
        ADD COLUMN last_used_at timestamptz;
    `);
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE staff_passkeys DROP COLUMN last_used_at, DROP COLUMN name;');
  },
};
