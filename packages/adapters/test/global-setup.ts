import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/persistence/database';
import { runMigrations } from '../src/persistence/migrator';
import { findPostgresServer, onPostgres } from './persistence/postgres-server';
import { findRedisServer } from './workflow/redis-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** null: no PostgreSQL here (outside CI): the PostgreSQL suites fail with the reason. */
    postgresAdminUrl: string | null;
    /** A migrated, empty database on that server each suite clones (null without one). */
    postgresTemplate: string | null;
    /** null: no Redis here (outside CI): the workflow suites fail with the reason. */
    redisUrl: string | null;
  }
}

/**
 * Finds (or starts) one PostgreSQL and one Redis for the whole run: each test file makes its
 * own database (a clone of one migrated here, once), and each test its own BullMQ key prefix.
 * In CI a missing one fails the run: integration tests never skip there.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, redis] = await Promise.all([findPostgresServer(), findRedisServer()]);
  const missing = [
    ...(postgres ? [] : ['PostgreSQL (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)']),
    ...(redis ? [] : ['Redis (TEST_REDIS_URL, REDIS_URL or 127.0.0.1:6379)']),
  ];
  if (missing.length > 0) {
    const message = `No ${missing.join(' and no ')}, and no container runtime to start one.`;
    if (process.env['CI'] === 'true') {
      throw new Error(`CI=true: ${message} Integration tests never skip in CI.`);
    }
    console.warn(`${message} The suites that need it will fail.`);
  }
  const template = postgres ? await migratedTemplate(postgres.adminUrl) : null;
  project.provide('postgresAdminUrl', postgres?.adminUrl ?? null);
  project.provide('postgresTemplate', template);
  project.provide('redisUrl', redis?.url ?? null);
  return async () => {
    if (postgres && template) {
      await onPostgres(postgres.adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    }
    await Promise.all([postgres?.stop(), redis?.stop()]);
  };
}

/** Migrations run once per run, not once per file: a clone of this is a fresh database. */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString() });
  try {
    await runMigrations(db);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await db.destroy();
  }
  return name;
}
