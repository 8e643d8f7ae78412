import type { TestProject } from 'vitest/node';
import { findPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** null: no PostgreSQL here (outside CI): the PostgreSQL suites fail with the reason. */
    postgresAdminUrl: string | null;
  }
}

/** Finds (or starts) one PostgreSQL for the whole run; each test file makes its own database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await findPostgresServer();
  if (!server) {
    if (process.env['CI'] === 'true') {
      throw new Error(
        'CI=true but no PostgreSQL is available: set TEST_DATABASE_URL or DATABASE_URL, run ' +
          'PostgreSQL on 127.0.0.1:5432, or provide a container runtime for testcontainers. ' +
          'Integration tests never skip in CI.',
      );
    }
    console.warn('No PostgreSQL found: the PostgreSQL backend of the adapter tests will fail.');
  }
  project.provide('postgresAdminUrl', server?.adminUrl ?? null);
  return async () => {
    await server?.stop();
  };
}
