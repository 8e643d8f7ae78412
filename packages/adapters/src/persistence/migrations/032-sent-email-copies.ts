import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The subject and text of each email as it went out, so the team can read what a customer was
 * told. Emails that hold a secret (a temporary password, a one-time link) keep none.
 */
export const sentEmailCopies: NamedMigration = {
  name: '032-sent-email-copies',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE email_deliveries ADD COLUMN sent_subject text, ADD COLUMN sent_text text;
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE email_deliveries DROP COLUMN sent_text, DROP COLUMN sent_subject;
    `);
  },
};
