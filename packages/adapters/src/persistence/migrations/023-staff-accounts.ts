import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const staffAccounts: NamedMigration = {
  name: '023-staff-accounts',
  async up(knex: Knex) {
    // The team's accounts, apart from the customers': one address may be both, and a
    // customer's sign-in never opens the admin panel.
    await knex.raw(`
      CREATE TABLE staff (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'staff')),
        password_hash text,
        invitation_token_hash text UNIQUE,
        invitation_expires_at timestamptz,
        created_at timestamptz NOT NULL
      );
      ALTER TABLE sessions ADD COLUMN staff_id integer REFERENCES staff (id) ON DELETE CASCADE;
      CREATE INDEX sessions_staff_id_idx ON sessions (staff_id) WHERE staff_id IS NOT NULL;
    `);
    // At most one row: whether the owner's passkey (ADMIN_PASSKEY) still opens the admin
    // panel. None until the owner first changes it (the passkey then works as it always did), so
    // a fresh database holds no rows and a backup restores into it.
    await knex.raw(`
      CREATE TABLE admin_access (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        owner_passkey_enabled boolean NOT NULL
      );
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      DROP TABLE admin_access;
      ALTER TABLE sessions DROP COLUMN staff_id;
      DROP TABLE staff;
    `);
  },
};
