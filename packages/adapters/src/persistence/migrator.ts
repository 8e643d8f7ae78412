import type { Knex } from 'knex';
import { MIGRATIONS, type NamedMigration } from './migrations';

/** Feeds knex the static list instead of letting it glob a folder of files. */
class StaticMigrationSource implements Knex.MigrationSource<NamedMigration> {
  constructor(private readonly migrations: readonly NamedMigration[]) {}

  getMigrations(): Promise<NamedMigration[]> {
    return Promise.resolve([...this.migrations]);
  }

  getMigrationName(migration: NamedMigration): string {
    return migration.name;
  }

  getMigration(migration: NamedMigration): Promise<Knex.Migration> {
    return Promise.resolve({ up: migration.up, down: migration.down });
  }
}

const migratorConfig = (migrations = MIGRATIONS): Knex.MigratorConfig => ({
  migrationSource: new StaticMigrationSource(migrations),
});

/** knex resolves `[batchNumber, names]` but types it as `any`. */
function migrationNames(outcome: unknown): string[] {
  const names: unknown = Array.isArray(outcome) ? outcome[1] : undefined;
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new Error('Unexpected result from the knex migrator');
  }
  return names;
}

/** Applies every pending migration; returns the names it applied. */
export async function runMigrations(db: Knex): Promise<string[]> {
  return migrationNames(await db.migrate.latest(migratorConfig()));
}

/** Applies the first `count` migrations only (a restore loads rows into the schema they fit). */
export async function migrateTo(db: Knex, count: number): Promise<string[]> {
  return migrationNames(await db.migrate.latest(migratorConfig(MIGRATIONS.slice(0, count))));
}

/** Reverts every applied migration, newest first; returns the names it reverted. */
export async function rollbackAll(db: Knex): Promise<string[]> {
  return migrationNames(await db.migrate.rollback(migratorConfig(), true));
}

/** Reverts the newest applied migration alone; returns its name. */
export async function rollbackLast(db: Knex): Promise<string[]> {
  return migrationNames(await db.migrate.down(migratorConfig()));
}
