import { createDatabase } from '../persistence/database';
import { runMigrations } from '../persistence/migrator';

/** `pnpm db:migrate`: applies pending migrations to the database in DATABASE_URL. */
async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/workshop pnpm db:migrate',
    );
  }
  const db = createDatabase({ url, maxConnections: 1 });
  try {
    const applied = await runMigrations(db);
    console.log(
      applied.length === 0
        ? 'Database is up to date.'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
