import pg from 'pg';
import type { Knex } from 'knex';
import { runMigrations } from './migrator';

/** Any fixed number, the same in every release: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 727_100_001;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so migrate steps started at
 * once (several replicas, a deploy run twice) take turns: the first migrates, the others wait,
 * then find nothing to do. knex's own lock table does not wait, it fails the second process.
 * The lock lives on a connection of its own and goes with it if the process dies.
 */
export async function migrateExclusively(
  url: string,
  db: Knex,
  onWait: () => void,
): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    const tried = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      onWait();
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    return await runMigrations(db);
  } finally {
    await lock.end();
  }
}
