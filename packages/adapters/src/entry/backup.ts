import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup';
import { loadConfig } from '../config/config';
import { openDatabase } from '../persistence/open-database';
import { createLogger } from '../runtime/logger';
import { runMain } from '../runtime/run-main';
import { openObjectStore } from '../storage/open-object-store';

/**
 * `pnpm backup [--out <folder>]` (`node dist/backup.js` in the image): the database (DATABASE_URL,
 * or local mode's embedded one, which must not be in use) and the uploads (STORAGE) into one
 * dated archive, by default in DATA_DIR/backups.
 */
runMain(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig(process.env, 'backup');
  const logger = createLogger(config);
  const database = await openDatabase(config);
  try {
    const store = await openObjectStore(config.storage, logger);
    try {
      const report = await createBackup({
        db: database.knex,
        store,
        outDir: resolve(values.out ?? join(config.dataDir, 'backups')),
      });
      const rows = report.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Backup written: ${report.file} (${(report.bytes / 1e6).toFixed(1)} MB; ${rows} rows from ${database.description}, ${report.manifest.files.length} files from ${store.description})`,
      );
      if (report.manifest.missingFiles.length > 0) {
        console.warn(
          `Warning: ${report.manifest.missingFiles.length} file(s) named by rows were gone from the store (deleted while the backup ran?): ${report.manifest.missingFiles.join(', ')}`,
        );
      }
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
});
