import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const staffPasskeys: NamedMigration = {
  name: '036-staff-passkeys',
  async up(knex: Knex) {
    // The team's WebAuthn credentials. A removed member's passkeys go with their account.
    await knex.raw(`
      CREATE TABLE staff_passkeys (
        id serial PRIMARY KEY,
        staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
        public_key text NOT NULL,
        counter bigint NOT NULL CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      );
      CREATE INDEX staff_passkeys_staff_id_idx ON staff_passkeys (staff_id);
    `);
    // Ceremonies under way: kept here, not in a process, so any replica can finish one another
    // started. Each row is taken (deleted) by the answer that uses it.
    await knex.raw(`
      CREATE TABLE passkey_challenges (
        id text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'invitation', 'sign-in')),
        staff_id integer REFERENCES staff (id) ON DELETE CASCADE,
        challenge text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX passkey_challenges_expires_at_idx ON passkey_challenges (expires_at);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE passkey_challenges; DROP TABLE staff_passkeys;');
  },
};
