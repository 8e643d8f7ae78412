import type { Knex } from 'knex';
import { it } from 'vitest';

/**
 * A test of what the SQL beneath the repositories guarantees (constraints, row locks, columns
 * no repository reads): declared where the suites run on a database, absent for the in-memory
 * fakes, which have no SQL to reach.
 */
export function itInSql(
  db: (() => Knex) | undefined,
  name: string,
  test: (db: () => Knex) => Promise<void>,
): void {
  if (db) it(name, () => test(db));
}
