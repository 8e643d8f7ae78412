import { createReadStream } from 'node:fs';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Knex } from 'knex';
import { extract, list } from 'tar';
import { MIGRATIONS } from '../persistence/migrations';
import { migrateTo, runMigrations } from '../persistence/migrator';
import { StartupError } from '../startup-error';
import { STORED_NAME, type ObjectStore } from '../storage/object-store';
import { manifestSchema, type Manifest } from './manifest';
import { quoted, tablesInLoadOrder } from './tables';

const INSERT_ROWS = 500;

/**
 * Why a restore stopped, in words, once it has made sure it left nothing behind: the
 * operator can fix the cause and run it again on the same database and store.
 */
function nothingRestored(reason: string): StartupError {
  return new StartupError(
    `${reason}. Nothing was restored: the database and the store are as they were.`,
  );
}

/**
 * Puts an archive of `createBackup` back into an empty database and store, all or nothing.
 * The whole archive is read and checked before anything is written (it unpacks, every row is
 * JSON and counted as the manifest says, every file is there); then the files go to the
 * store, and the schema as the archive had it, every row, the id counters and this release's
 * later migrations go into the database in one transaction. Should any of it fail, the
 * transaction rolls back and the files are removed again.
 */
export async function restoreBackup(options: {
  readonly db: Knex;
  readonly store: ObjectStore;
  readonly archive: string;
}): Promise<Manifest> {
  const { db, store, archive } = options;
  const staging = await mkdtemp(join(tmpdir(), 'workshop-restore-'));
  try {
    await unpack(archive, staging);
    const manifest = await readManifest(staging, archive);
    await checkContents(staging, manifest);
    await checkTarget(db, manifest);
    const stored = await putFiles(store, staging, manifest.files);
    try {
      await db.transaction((trx) => loadDatabase(trx, staging, manifest));
    } catch (error) {
      for (const name of stored) await store.remove(name);
      throw error instanceof StartupError ? error : nothingRestored(String(error));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Reads the whole archive once (a truncated or corrupted one fails here, not half-way through
 * unpacking), then unpacks it.
 */
async function unpack(archive: string, folder: string): Promise<void> {
  try {
    await list({ file: archive, strict: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/Unrecognized archive format/i.test(reason)) {
      throw new StartupError(`${archive} is not a workshop backup (${reason})`);
    }
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new StartupError(`${archive} cannot be read (${reason})`);
    }
    throw nothingRestored(`${archive} is damaged or incomplete (${reason})`);
  }
  await extract({ file: archive, cwd: folder, strict: true }).catch((error: unknown) => {
    throw nothingRestored(`${archive} could not be unpacked (${String(error)})`);
  });
}

async function readManifest(folder: string, archive: string): Promise<Manifest> {
  const text = await readFile(join(folder, 'manifest.json'), 'utf8').catch(() => null);
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    // Reported below, as any manifest that does not read.
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new StartupError(`${archive} is not a workshop backup (no readable manifest.json)`);
  }
  return manifest.data;
}

/** Every table's rows are JSON objects, as many as the manifest says; every file is there. */
async function checkContents(folder: string, manifest: Manifest): Promise<void> {
  for (const { name, rows } of manifest.tables) {
    const file = `database/${name}.jsonl`;
    if (!(await exists(join(folder, file)))) {
      throw nothingRestored(`The archive is damaged: it lacks ${file}, which its manifest lists`);
    }
    let count = 0;
    for await (const line of jsonLines(join(folder, file))) {
      count += 1;
      const problem = notARow(line);
      if (problem) {
        throw nothingRestored(
          `The archive is damaged: ${file} line ${count} is not a row (${problem})`,
        );
      }
    }
    if (count !== rows) {
      throw nothingRestored(
        `The archive is damaged: ${file} holds ${count} row(s), its manifest says ${rows}`,
      );
    }
  }
  for (const name of manifest.files) {
    if (!STORED_NAME.test(name)) throw new StartupError(`Unexpected file in the archive: ${name}`);
    if (!(await exists(join(folder, 'uploads', name)))) {
      throw nothingRestored(
        `The archive is damaged: it lacks uploads/${name}, which its manifest lists`,
      );
    }
  }
}

function notARow(line: string): string | null {
  try {
    const row: unknown = JSON.parse(line);
    return typeof row === 'object' && row !== null && !Array.isArray(row) ? null : 'not an object';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
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
  if (!(await tableExists(db, 'knex_migrations'))) return;
  const applied = await db('knex_migrations').count<{ n: string }[]>({ n: '*' });
  if (Number(applied[0]?.n) > manifest.migrations.length) {
    throw new StartupError(
      'The database has a newer schema than the archive: restore into an empty database',
    );
  }
  for (const { name, rows } of manifest.tables) {
    if (rows > 0 && (await tableExists(db, name)) && (await rowCount(db, name)) > 0) {
      throw new StartupError(
        `The database is not empty (${name} has rows): restore into an empty database`,
      );
    }
  }
}

/** Files first; on any failure those already stored are removed again. */
async function putFiles(
  store: ObjectStore,
  folder: string,
  names: readonly string[],
): Promise<string[]> {
  const stored: string[] = [];
  for (const name of names) {
    try {
      await store.putFile(name, join(folder, 'uploads', name));
    } catch (error) {
      for (const done of stored) await store.remove(done);
      throw nothingRestored(
        `Storing uploads/${name} into ${store.description} failed (${String(error)})`,
      );
    }
    stored.push(name);
  }
  return stored;
}

/** Inside one transaction: PostgreSQL's schema changes roll back with the rows. */
async function loadDatabase(
  trx: Knex.Transaction,
  folder: string,
  manifest: Manifest,
): Promise<void> {
  await step('Preparing the schema the archive was made with', () =>
    migrateTo(trx, manifest.migrations.length),
  );
  const tables = await tablesInLoadOrder(trx);
  for (const { name } of manifest.tables) {
    if (!tables.includes(name)) throw nothingRestored(`The archive's table ${name} is unknown`);
  }
  for (const { name } of manifest.tables) {
    await step(`Restoring the table ${name}`, () =>
      loadTable(trx, name, join(folder, 'database', `${name}.jsonl`)),
    );
  }
  for (const { name } of manifest.tables) await moveIdCounters(trx, name);
  await step("Applying this release's later migrations", () => runMigrations(trx));
}

/** Runs one step of the load; its failure is reported by name, in words. */
async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw nothingRestored(`${what} failed: ${databaseReason(error)}`);
  }
}

/**
 * PostgreSQL's own words and detail. knex puts the statement, with its values, before the
 * message: those values are the archive's rows, which have no place in an error line.
 */
function databaseReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const separator = error.message.lastIndexOf(' - ');
  const message = separator >= 0 ? error.message.slice(separator + 3) : error.message;
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  return detail ? `${message} (${detail.replace(/\.$/, '')})` : message;
}

async function tableExists(db: Knex, table: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { exists: boolean }[] }>(
    `SELECT to_regclass(?) IS NOT NULL AS exists`,
    [`public.${quoted(table)}`],
  );
  return rows[0]?.exists === true;
}

async function rowCount(db: Knex, table: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: string }[] }>(
    `SELECT count(*) AS n FROM ${quoted(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The non-empty lines of a JSON-lines file, read as it streams. */
async function* jsonLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}

/** PostgreSQL turns each JSON row back into the table's own types (json_populate_recordset). */
async function loadTable(trx: Knex.Transaction, table: string, file: string): Promise<void> {
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
  for await (const line of jsonLines(file)) {
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
