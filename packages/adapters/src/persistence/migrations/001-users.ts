import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createUsers: NamedMigration = {
  name: '001-users',
  async up(knex: Knex) {
    // The username is the customer's email, stored lower-cased: the CHECK makes the unique
    // constraint on username act as a case-insensitive unique email without an expression index.
    await knex.raw(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username text NOT NULL,
        password_hash text,
        needs_password_change boolean NOT NULL DEFAULT true,
        temporary_password_expires_at timestamptz,
        reset_token_hash text,
        reset_token_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_username_unique UNIQUE (username),
        CONSTRAINT users_username_lower_case CHECK (username = lower(username)),
        CONSTRAINT users_reset_token_hash_unique UNIQUE (reset_token_hash)
      )
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE users');
  },
};
