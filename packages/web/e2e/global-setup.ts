import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium every file connects to (its own contexts, never its pages). */
    browserEndpoint: string;
    /** A role allowed to CREATE DATABASE on the tests' PostgreSQL. */
    postgresAdminUrl: string;
    /** A migrated, empty database each file clones (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string;
  }
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const adapters = createRequire(new URL('../../adapters/package.json', import.meta.url));
const { Client } = adapters('pg') as { Client: new (url: string) => PgClient };

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new Client(adminUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One test world for the e2e tier: the product built once as `pnpm start` ships it, one
 * migrated template database and one Chromium. Each file clones the template and starts the
 * app in its own process (harness.ts), so a file costs its own tests, not a cold start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test; passed on, Vite would bundle React's development build (slower,
  // with dev-only warnings), which is not what `pnpm start` ships.
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync('pnpm', ['build'], { cwd: REPO, stdio: 'inherit', env });

  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = `workshop_e2e_template_${randomBytes(4).toString('hex')}`;
  try {
    await onServer(adminUrl, `CREATE DATABASE ${template}`);
  } catch (error) {
    throw new Error(
      `The e2e tests need a PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432): ${String(error)}`,
      { cause: error },
    );
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  // The shipped migrate step, as compose's one-shot service runs it.
  execFileSync(process.execPath, ['packages/adapters/dist/migrate.js'], {
    cwd: REPO,
    stdio: 'ignore',
    env: { ...env, DATABASE_URL: templateUrl.toString() },
  });

  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await browser.close();
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
