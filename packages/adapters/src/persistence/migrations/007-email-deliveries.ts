import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const createEmailDeliveries: NamedMigration = {
  name: '007-email-deliveries',
  async up(knex: Knex) {
    // No foreign key to outbox: published events may be pruned while the queue can still retry
    // their jobs, and this log is what stops a retry from sending the same email twice.
    await knex.raw(`
      CREATE TABLE email_deliveries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL,
        template text NOT NULL,
        recipient text NOT NULL,
        status text NOT NULL CHECK (status IN ('sending', 'sent', 'skipped', 'failed')),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT email_deliveries_event_template_unique UNIQUE (event_id, template)
      )
    `);
    // The team's list of emails that failed for good.
    await knex.raw(
      `CREATE INDEX email_deliveries_failed_idx ON email_deliveries (created_at) WHERE status = 'failed'`,
    );
  },
  async down(knex: Knex) {
    await knex.raw('DROP TABLE email_deliveries');
  },
};
