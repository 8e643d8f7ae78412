import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * Who posted each progress update (the name it is signed with, as it was then: a member who
 * leaves keeps their name on what they posted), when it was last edited, and its soft deletion
 * with the reason: a deleted update leaves the customer's timeline but its row stays for the log.
 * Updates posted before this carry no author.
 */
export const progressAuthorsAndEdits: NamedMigration = {
  name: '035-progress-authors-and-edits',
  async up(knex: Knex) {
    await knex.raw(`
      ALTER TABLE progress_updates
        ADD COLUMN author_name text CHECK (length(author_name) BETWEEN 1 AND 100),
        ADD COLUMN edited_at timestamptz,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN deleted_reason text,
        ADD CONSTRAINT progress_updates_deleted_with_reason
          CHECK ((deleted_at IS NULL) = (deleted_reason IS NULL));
    `);
  },
  async down(knex: Knex) {
    await knex.raw(`
      ALTER TABLE progress_updates
        DROP CONSTRAINT progress_updates_deleted_with_reason,
        DROP COLUMN deleted_reason,
        DROP COLUMN deleted_at,
        DROP COLUMN edited_at,
        DROP COLUMN author_name;
    `);
  },
};
