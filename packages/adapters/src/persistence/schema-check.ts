import type { Knex } from 'knex';
import { StartupError } from '../startup-error';
import { MIGRATIONS } from './migrations';

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * For the services-mode processes, which never migrate (the migrate step does, once, first):
 * the database must be reachable and hold every migration this code knows. Read-only, so a
 * process started too early changes nothing.
 */
export async function assertSchemaCurrent(db: Knex, url: string): Promise<void> {
  let applied: Set<string>;
  try {
    const rows = await db('knex_migrations').select<{ name: string }[]>('name');
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    // 42P01: no migrations table yet, an empty database.
    if (error instanceof Error && 'code' in error && error.code === '42P01') {
      applied = new Set();
    } else {
      const message = error instanceof Error ? error.message : String(error);
      throw new StartupError(`PostgreSQL at ${redact(url)} cannot be used: ${message}`);
    }
  }
  const pending = MIGRATIONS.map((migration) => migration.name).filter(
    (name) => !applied.has(name),
  );
  if (pending.length > 0) {
    throw new StartupError(
      `The database at ${redact(url)} lacks ${pending.length} migration(s) (${pending.join(', ')}): run the migrate step first (node dist/migrate.js)`,
    );
  }
}
