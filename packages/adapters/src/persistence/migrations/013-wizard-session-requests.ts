import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * A wizard session becomes at most one request: the unique key is what makes a repeated
 * submission (two tabs, a double tap on a slow phone) answer the first request instead of
 * creating a second, even when both arrive at the same instant. Requests from elsewhere (the
 * quick form, the API) have no session: NULLs never collide.
 */
export const wizardSessionRequests: NamedMigration = {
  name: '013-wizard-session-requests',
  async up(knex: Knex) {
    await knex.raw('ALTER TABLE furniture_requests ADD COLUMN wizard_session_id text');
    await knex.raw(`
      ALTER TABLE furniture_requests
        ADD CONSTRAINT furniture_requests_wizard_session_unique UNIQUE (wizard_session_id)
    `);
    // Requests submitted before this migration: the session their linked draft names.
    await knex.raw(`
      UPDATE furniture_requests AS r SET wizard_session_id = c.session_id
        FROM (
          SELECT DISTINCT ON (request_id) request_id, session_id
            FROM furniture_customizations
           WHERE request_id IS NOT NULL
           ORDER BY request_id, created_at
        ) AS c
       WHERE c.request_id = r.id
    `);
  },
  async down(knex: Knex) {
    await knex.raw('ALTER TABLE furniture_requests DROP COLUMN wizard_session_id');
  },
};
