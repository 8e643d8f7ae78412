import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Two of the customer's texts get a place of their own: the workshop's note on completing a
 * project (it was appended to the customer's own project notes), and the customer's words when
 * asking for changes to a quote (they were only in the message thread, so the quote could not
 * show them).
 */
export const completionNoteAndChangeRequest: NamedMigration = {
  name: '024-completion-note-and-change-request',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE furniture_requests ADD COLUMN completion_note text;
      ALTER TABLE quote_versions ADD COLUMN changes_request text;
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE quote_versions DROP COLUMN changes_request;
      ALTER TABLE furniture_requests DROP COLUMN completion_note;
    `);
  },
};
