import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const signInFailures: NamedMigration = {
  name: '018-sign-in-failures',
  async up(knex: Knex) {
    // Keyed by the email typed, not by account: an address with no account is counted alike,
    // so how sign-in answers tells nobody whether the account exists. A run ends at `ends_at`
    // unless another failure comes first; the maintenance job removes ended runs.
    await knex.raw(`
      CREATE TABLE sign_in_failures (
        email text PRIMARY KEY CHECK (length(email) BETWEEN 1 AND 320),
        failures integer NOT NULL CHECK (failures > 0),
        started_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL
      );
      CREATE INDEX sign_in_failures_ends_idx ON sign_in_failures (ends_at);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE sign_in_failures');
  },
};
