import type { Knex } from 'knex';
import type { NamedMigration } from './migration';

/**
 * The admin list reads one page at a time (keyset on created_at, id) per tab, and searches on
 * the server (docs/performance.md, "The admin list at 20,000 requests").
 *
 * - (status, created_at, id): a tab's page in either direction is a short index range scan.
 * - A trigram index on the searched columns, where the server offers pg_trgm (PostgreSQL's contrib,
 *   a trusted extension): a search reads the few matching rows instead of every description.
 *   The embedded PGlite of local mode has no pg_trgm: there the same query scans the table,
 *   which is fast at the size a one-person local install reaches. The index only speeds the
 *   query up; the results are the same with or without it.
 */
export const requestListIndexes: NamedMigration = {
  name: '012-request-list-indexes',
  async up(knex: Knex) {
    await knex.raw(
      'CREATE INDEX furniture_requests_status_created_idx ON furniture_requests (status, created_at, id)',
    );
    const trigrams = await knex.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`,
    );
    if (trigrams.rows.length === 0) return;
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // The columns of request-search.ts's SEARCH_COLUMNS, as its query writes them. One GIN
    // index serves each arm of the search's OR (a bitmap OR of its columns). fastupdate off: new
    // requests go straight into the index instead of a pending list that every search would scan
    // (and that makes the planner pass the index by) until a vacuum; a workshop's few inserts a
    // day can afford the slower insert.
    await knex.raw(`
      CREATE INDEX furniture_requests_search_trgm_idx ON furniture_requests USING gin (
        (lower(full_name)) gin_trgm_ops,
        (lower(email)) gin_trgm_ops,
        (lower(description)) gin_trgm_ops,
        (lower(furniture_type)) gin_trgm_ops,
        phone gin_trgm_ops
      ) WITH (fastupdate = off)`);
  },
  async down(knex: Knex) {
    // pg_trgm stays: other objects may have come to use it, and it costs nothing installed.
    await knex.raw('DROP INDEX IF EXISTS furniture_requests_search_trgm_idx');
    await knex.raw('DROP INDEX IF EXISTS furniture_requests_status_created_idx');
  },
};
