import { loadConfig } from '../config/config';
import { createDatabase } from '../persistence/database';
import { migrateExclusively } from '../persistence/exclusive-migration';
import { runMain } from '../runtime/run-main';

/**
 * `node dist/migrate.js` (compose's one-shot `migrate` service, `pnpm db:migrate`): applies
 * pending migrations to DATABASE_URL. Safe to start several at once: they take turns.
 */
runMain(async () => {
  const config = loadConfig(process.env, 'migrate');
  const url = config.databaseUrl ?? '';
  const db = createDatabase({ url, maxConnections: 1 });
  try {
    const applied = await migrateExclusively(url, db, () =>
      console.log('Another migrate step is running: waiting for it to finish.'),
    );
    console.log(
      applied.length === 0
        ? 'Database is up to date.'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
});
