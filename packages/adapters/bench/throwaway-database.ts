import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { createDatabase } from '../src/persistence/database';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `measure` on a PostgreSQL database of its own (BENCH_DATABASE_URL, else DATABASE_URL,
 * else the local server), dropped afterwards whatever happens.
 */
export async function onThrowawayPostgres<T>(measure: (db: Knex) => Promise<T>): Promise<T> {
  const adminUrl =
    process.env['BENCH_DATABASE_URL'] ||
    process.env['DATABASE_URL'] ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString() });
  try {
    return await measure(db);
  } finally {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
