import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const emailLogAndAdminSessions: NamedMigration = {
  name: '010-email-log-and-admin-sessions',
  async up(knex: Knex) {
    // The delivery log becomes the team's Emails view: an email the mail system did not take
    // waits as 'retrying' with the server's last answer, instead of leaving no trace.
    await knex.raw(`
      ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_status_check;
      ALTER TABLE email_deliveries ADD CONSTRAINT email_deliveries_status_check
        CHECK (status IN ('sending', 'retrying', 'sent', 'skipped', 'failed'));
      ALTER TABLE email_deliveries RENAME COLUMN error TO last_error;
      ALTER TABLE email_deliveries ADD COLUMN attempts integer NOT NULL DEFAULT 1;
      ALTER TABLE email_deliveries ADD COLUMN project_id integer;
      ALTER TABLE email_deliveries ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      DROP INDEX email_deliveries_failed_idx;
      CREATE INDEX email_deliveries_status_idx ON email_deliveries (status, created_at DESC);
    `);
    // An admin session remembers which passkey opened it (a fingerprint, never the passkey):
    // a changed ADMIN_PASSKEY ends it at the next request.
    await knex.raw('ALTER TABLE sessions ADD COLUMN passkey_fingerprint text');
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE sessions DROP COLUMN passkey_fingerprint');
    await knex.raw(`
      DROP INDEX email_deliveries_status_idx;
      CREATE INDEX email_deliveries_failed_idx ON email_deliveries (created_at) WHERE status = 'failed';
      ALTER TABLE email_deliveries DROP COLUMN updated_at;
      ALTER TABLE email_deliveries DROP COLUMN project_id;
      ALTER TABLE email_deliveries DROP COLUMN attempts;
      ALTER TABLE email_deliveries RENAME COLUMN last_error TO error;
      ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_status_check;
      ALTER TABLE email_deliveries ADD CONSTRAINT email_deliveries_status_check
        CHECK (status IN ('sending', 'sent', 'skipped', 'failed'));
    `);
  },
};
