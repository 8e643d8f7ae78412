import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

export const scheduleEventsAndTeamAlerts: NamedMigration = {
  name: '009-scheduled-events-and-team-alerts',
  async up(knex: Knex) {
    // A scheduled event is an outbox row due later (next_attempt_at); its key keeps one such
    // row waiting per purpose (one team digest per project), dropped once it is published.
    await knex.raw('ALTER TABLE outbox ADD COLUMN dedupe_key text');
    await knex.raw(`
      CREATE UNIQUE INDEX outbox_waiting_key_idx ON outbox (dedupe_key)
        WHERE published_at IS NULL AND dedupe_key IS NOT NULL
    `);
    // When the team was emailed about a customer's message (the digest), so it is told once.
    await knex.raw('ALTER TABLE messages ADD COLUMN team_alerted_at timestamptz');
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE messages DROP COLUMN team_alerted_at');
    await knex.raw('DROP INDEX outbox_waiting_key_idx');
    await knex.raw('ALTER TABLE outbox DROP COLUMN dedupe_key');
  },
};
