/** Shared pieces of the row <-> record mapping. */

/** A write addressed a row that does not exist: the use case should have loaded it first. */
export class RowNotFoundError extends Error {
  constructor(table: string, key: string | number) {
    super(`No row in ${table} for ${String(key)}`);
    this.name = 'RowNotFoundError';
  }
}

/** Narrows a text column that a CHECK constraint restricts to known values. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected value ${JSON.stringify(value)} in ${column}`);
}

/**
 * Turns a partial camelCase change set into the snake_case columns it touches. Keys left
 * undefined are not written, so a caller can pass `{ notes: undefined }` without clearing notes.
 */
export function columnsOf<Changes extends object, Row>(
  changes: Changes,
  columns: { readonly [K in keyof Required<Changes>]: keyof Row & string },
): Partial<Row> {
  const patch: Partial<Record<string, unknown>> = {};
  for (const key of Object.keys(columns) as (keyof Changes)[]) {
    const value = changes[key];
    if (value !== undefined) patch[columns[key]] = value;
  }
  return patch as Partial<Row>;
}
