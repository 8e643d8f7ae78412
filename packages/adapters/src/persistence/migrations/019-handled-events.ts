import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const handledEvents: NamedMigration = {
  name: '019-handled-events',
  async up(knex: Knex) {
    // When a worker was done with an event (its emails sent, skipped or failed for good, or
    // the queue gave up on it). Local mode's queue lives in its process: at start it takes
    // back every published event not handled yet, so a restart forgets no email.
    await knex.raw('ALTER TABLE outbox ADD COLUMN handled_at timestamptz');
    // What is published already counts as handled, but for events with an email still being
    // tried: local mode picks those up at its next start.
    await knex.raw(`
      UPDATE outbox SET handled_at = published_at
       WHERE published_at IS NOT NULL
         AND NOT EXISTS (
           SELECT 1 FROM email_deliveries d
            WHERE d.event_id = outbox.id AND d.status IN ('sending', 'retrying'))
    `);
    await knex.raw(`
      CREATE INDEX outbox_unhandled_idx ON outbox (occurred_at)
        WHERE published_at IS NOT NULL AND handled_at IS NULL
    `);
    // A per-address cap counts the emails of one template sent to one address lately.
    await knex.raw(`
      CREATE INDEX email_deliveries_recipient_idx ON email_deliveries (recipient, template, id)
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP INDEX email_deliveries_recipient_idx');
    await knex.raw('DROP INDEX outbox_unhandled_idx');
    await knex.raw('ALTER TABLE outbox DROP COLUMN handled_at');
  },
};
