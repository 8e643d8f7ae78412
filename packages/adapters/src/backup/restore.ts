import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Knex } from 'knex';
import { extract } from 'tar';
import { MIGRATIONS } from '../persistence/migrations';
import { migrateTo, runMigrations } from '../persistence/migrator';
import { StartupError } from '../runtime/startup-error';
import { STORED_NAME, type ObjectStore } from '../storage/object-store';
import { manifestSchema, type Manifest } from './manifest';
import { quoted, tablesInLoadOrder } from './tables';

const INSERT_ROWS = 500;

/**
 * Puts an archive of `createBackup` back into an empty database and store: the schema as the
 * archive had it, the files, then every row in one transaction (all or nothing), the id
 * counters moved past the restored ids, and this release's later migrations.
 */
export async function restoreBackup(options: {
  readonly db: Knex;
  readonly store: ObjectStore;
  readonly archive: string;
}): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'workshop-restore-'));
  try {
    await extract({ file: options.archive, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new StartupError(`${options.archive} is not a workshop backup: ${String(error)}`);
    });
    const manifest = await readManifest(staging, options.archive);
    await checkTarget(options.db, manifest);
    await migrateTo(options.db, manifest.migrations.length);
    const tables = await tablesInLoadOrder(options.db);
    for (const { name, rows } of manifest.tables) {
      if (!tables.includes(name)) throw new StartupError(`The archive's table ${name} is unknown`);
      if (rows > 0 && (await rowCount(options.db, name)) > 0) {
        throw new StartupError(
          `The database is not empty (${name} has rows): restore into an empty database`,
        );
      }
    }
    // Files first: should the rows fail, the files are unnamed and the maintenance job sweeps them.
    for (const name of manifest.files) {
      if (!STORED_NAME.test(name))
        throw new StartupError(`Unexpected file in the archive: ${name}`);
      await options.store.putFile(name, join(staging, 'uploads', name));
    }
    await options.db.transaction(async (trx) => {
      for (const { name } of manifest.tables) {
        await loadTable(trx, name, join(staging, 'database', `${name}.jsonl`));
      }
      for (const { name } of manifest.tables) await moveIdCounters(trx, name);
    });
    await runMigrations(options.db);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(folder: string, archive: string): Promise<Manifest> {
  const text = await readFile(join(folder, 'manifest.json'), 'utf8').catch(() => null);
  const parsed = text === null ? null : manifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success) {
    throw new StartupError(`${archive} is not a workshop backup (no readable manifest.json)`);
  }
  return parsed.data;
}

/** The archive's schema must be this release's or an older one, and the database behind it. */
async function checkTarget(db: Knex, manifest: Manifest): Promise<void> {
  const known = MIGRATIONS.map((migration) => migration.name);
  manifest.migrations.forEach((name, index) => {
    if (known[index] !== name) {
      throw new StartupError(
        `The archive comes from another release (migration ${name} is not this release's): restore it with the release that made it`,
      );
    }
  });
  const { rows } = await db.raw<{ rows: { exists: boolean }[] }>(
    `SELECT to_regclass('public.knex_migrations') IS NOT NULL AS exists`,
  );
  if (!rows[0]?.exists) return;
  const applied = await db('knex_migrations').count<{ n: string }[]>({ n: '*' });
  if (Number(applied[0]?.n) > manifest.migrations.length) {
    throw new StartupError(
      'The database has a newer schema than the archive: restore into an empty database',
    );
  }
}

async function rowCount(db: Knex, table: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: string }[] }>(
    `SELECT count(*) AS n FROM ${quoted(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** PostgreSQL turns each JSON row back into the table's own types (json_populate_recordset). */
async function loadTable(trx: Knex.Transaction, table: string, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await trx.raw(
      `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE
       SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, ?::json)`,
      [`[${batch.join(',')}]`],
    );
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
}

/** Identity columns continue after the restored ids, so new rows never collide with them. */
async function moveIdCounters(trx: Knex.Transaction, table: string): Promise<void> {
  const { rows: columns } = await trx.raw<{ rows: { column: string }[] }>(
    `SELECT column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = ?
        AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
    [table],
  );
  for (const { column } of columns) {
    await trx.raw(
      `SELECT setval(pg_get_serial_sequence(?, ?), coalesce(max(${quoted(column)}), 0) + 1, false)
         FROM ${quoted(table)}`,
      [`public.${quoted(table)}`, column],
    );
  }
}
