import pg from 'pg';

/** A PostgreSQL server the tests may create databases on. */
export interface PostgresServer {
  /** Connects as a role allowed to CREATE DATABASE. */
  readonly adminUrl: string;
  readonly source: string;
  stop(): Promise<void>;
}

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The image compose runs (a test holds the two together). */
export const POSTGRES_IMAGE = 'postgres:15-alpine';

export async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One statement as the server's admin role (CREATE or DROP DATABASE). */
export async function onPostgres(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * The environment's URL first (CI and these machines), then the conventional local server, then
 * a throwaway container. Returns null only when none exists; the caller decides whether that
 * is a skip (a laptop without Postgres) or a failure (CI).
 */
export async function findPostgresServer(): Promise<PostgresServer | null> {
  const configured = process.env['TEST_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (configured) {
    // A URL someone set on purpose must work: silently falling back would test something else.
    if (!(await isReachable(configured))) {
      throw new Error(
        `TEST_DATABASE_URL/DATABASE_URL is set but unreachable: ${redact(configured)}`,
      );
    }
    return { adminUrl: configured, source: 'environment', stop: () => Promise.resolve() };
  }
  if (await isReachable(LOCAL_POSTGRES_URL)) {
    return {
      adminUrl: LOCAL_POSTGRES_URL,
      source: '127.0.0.1:5432',
      stop: () => Promise.resolve(),
    };
  }
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
    return {
      adminUrl: container.getConnectionUri(),
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    console.warn(
      `No container runtime for PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
