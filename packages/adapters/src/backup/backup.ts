import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { create as createTar } from 'tar';
import { KnexHousekeeping } from '../persistence/housekeeping';
import type { ObjectStore } from '../storage/object-store';
import { ARCHIVE_FORMAT, type Manifest } from './manifest';
import { quoted, tablesInLoadOrder } from './tables';

export interface BackupReport {
  readonly file: string;
  readonly bytes: number;
  readonly manifest: Manifest;
}

const FETCH_ROWS = 1_000;

/**
 * One dated archive (`workshop-backup-<time>.tar.gz` in `outDir`): every table's rows as read in
 * one snapshot (REPEATABLE READ, as pg_dump reads), and the stored files those rows name, from
 * the folder or the bucket. Written under a temporary name and renamed when complete, so a
 * crash never leaves something that looks like a backup.
 */
export async function createBackup(options: {
  readonly db: Knex;
  readonly store: ObjectStore;
  readonly outDir: string;
  readonly now?: Date;
}): Promise<BackupReport> {
  const now = options.now ?? new Date();
  await mkdir(options.outDir, { recursive: true });
  const staging = await mkdtemp(join(options.outDir, '.backup-'));
  try {
    const dumped = await dumpDatabase(options.db, join(staging, 'database'));
    await mkdir(join(staging, 'uploads'));
    const files: string[] = [];
    const missingFiles: string[] = [];
    for (const name of [...dumped.referencedFiles].sort()) {
      const object = await options.store.open(name);
      if (!object) {
        missingFiles.push(name);
        continue;
      }
      await pipeline(object.body, createWriteStream(join(staging, 'uploads', name)));
      files.push(name);
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      migrations: dumped.migrations,
      tables: dumped.tables,
      files,
      missingFiles,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const stamp = now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-');
    const file = join(options.outDir, `workshop-backup-${stamp}.tar.gz`);
    const partial = join(staging, 'archive.partial');
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'database',
      'uploads',
    ]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Dumped {
  readonly migrations: string[];
  readonly tables: { name: string; rows: number }[];
  readonly referencedFiles: ReadonlySet<string>;
}

/** Every table as JSON lines (PostgreSQL's own row_to_json), all from one snapshot. */
async function dumpDatabase(db: Knex, folder: string): Promise<Dumped> {
  await mkdir(folder);
  return db.transaction(
    async (trx) => {
      // A database nothing was ever migrated into has no migrations table: an empty backup.
      const { rows: migrated } = await trx.raw<{ rows: { exists: boolean }[] }>(
        `SELECT to_regclass('public.knex_migrations') IS NOT NULL AS exists`,
      );
      const { rows: applied } = migrated[0]?.exists
        ? await trx.raw<{ rows: { name: string }[] }>(
            'SELECT name FROM knex_migrations ORDER BY id',
          )
        : { rows: [] };
      const tables: { name: string; rows: number }[] = [];
      for (const name of await tablesInLoadOrder(trx)) {
        tables.push({ name, rows: await dumpTable(trx, name, join(folder, `${name}.jsonl`)) });
      }
      return {
        migrations: applied.map((row) => row.name),
        tables,
        referencedFiles:
          applied.length > 0
            ? await new KnexHousekeeping(trx).referencedFiles()
            : new Set<string>(),
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

async function dumpTable(trx: Knex.Transaction, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    // A cursor: a table of any size is read a thousand rows at a time.
    await trx.raw(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`,
    );
    for (;;) {
      const { rows: batch } = await trx.raw<{ rows: { row: string }[] }>(
        `FETCH ${FETCH_ROWS} FROM backup_rows`,
      );
      for (const { row } of batch) {
        if (!out.write(`${row}\n`)) await once(out, 'drain');
      }
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await trx.raw('CLOSE backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}
