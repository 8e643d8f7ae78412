import type { Knex } from 'knex';
import { quoted, tablesInLoadOrder } from '../../src/backup/tables';

/** Every row of every table, as PostgreSQL writes it in JSON, sorted: equal means the same data. */
export async function snapshotRows(db: Knex): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const { rows } = await db.raw<{ rows: { row: string }[] }>(
      `SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t ORDER BY 1`,
    );
    snapshot[table] = rows.map((row) => row.row);
  }
  return snapshot;
}

/** What a total loss leaves: an empty database at the same address. */
export async function wipeDatabase(db: Knex): Promise<void> {
  await db.raw('DROP SCHEMA public CASCADE');
  await db.raw('CREATE SCHEMA public');
}
