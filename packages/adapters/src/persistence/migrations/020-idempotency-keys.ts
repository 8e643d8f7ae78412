import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const idempotencyKeys: NamedMigration = {
  name: '020-idempotency-keys',
  async up(knex: Knex) {
    // A row and its answer are written in the transaction of the change its request made, so
    // they exist exactly when the change does. The body is json, not jsonb, so a retry gets the
    // very text of the first answer. `caller` is who sent the key: 'anonymous',
    // 'customer:<id>' or 'admin'. The maintenance job removes expired rows.
    await knex.raw(`
      CREATE TABLE idempotency_keys (
        caller text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        fingerprint text,
        status smallint,
        body json,
        PRIMARY KEY (caller, key)
      );
      CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE idempotency_keys');
  },
};
