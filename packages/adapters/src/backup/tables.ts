import type { Knex } from 'knex';

/** knex's own bookkeeping: the archive records the applied migrations in its manifest instead. */
const SKIPPED = new Set(['knex_migrations', 'knex_migrations_lock']);

/**
 * The application's tables, parents before children (by their foreign keys), so rows can be
 * loaded in this order with every constraint checked.
 */
export async function tablesInLoadOrder(db: Knex): Promise<string[]> {
  const { rows: tables } = await db.raw<{ rows: { name: string }[] }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const { rows: references } = await db.raw<{ rows: { child: string; parent: string }[] }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c
       JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const names = tables.map((table) => table.name).filter((name) => !SKIPPED.has(name));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Quotes a table name for SQL (they come from the catalog, but never trust a string). */
export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
