import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config/config';
import { openDatabase } from '../persistence/open-database';
import { createLogger } from '../runtime/logger';
import { runMain } from '../runtime/run-main';
import { StartupError } from '../startup-error';
import { openObjectStore } from '../storage/open-object-store';

/**
 * `pnpm restore <archive>` (`node dist/restore.js <archive>` in the image): puts a backup back
 * into an empty database (DATABASE_URL, or local mode's embedded one) and the store (STORAGE).
 * Stop the site first; it refuses a database that has rows.
 */
runMain(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (!archive) throw new StartupError('Usage: pnpm restore <path to workshop-backup-….tar.gz>');
  const config = loadConfig(process.env, 'backup');
  const logger = createLogger(config);
  const database = await openDatabase(config);
  try {
    const store = await openObjectStore(config.storage, logger);
    try {
      const manifest = await restoreBackup({ db: database.knex, store, archive: resolve(archive) });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Restored ${archive} (made ${manifest.createdAt}): ${rows} rows into ${database.description}, ${manifest.files.length} files into ${store.description}`,
      );
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
});
