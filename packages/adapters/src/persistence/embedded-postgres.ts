import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { StartupError } from '../startup-error';

export interface EmbeddedPostgresOptions {
  /** Folder holding the database files, e.g. `${DATA_DIR}/pglite`; created if missing. */
  readonly dataDir: string;
}

/**
 * PGlite is one database session. pglite-socket shares it between its connections and keeps a
 * connection's messages together only inside a transaction: outside one, two connections'
 * Parse/Bind/Execute messages interleave and clobber each other's unnamed statement (bind
 * errors, or another query's rows; electric-sql/pglite#1046). So the embedded server takes one
 * connection, and the knex pool in front of it must hold exactly one.
 */
const EMBEDDED_CONNECTIONS = 1;

export interface EmbeddedPostgres {
  /** A postgres:// URL for the pg/knex adapter. */
  readonly url: string;
  /** The pool size to give createDatabase: the server refuses any connection beyond it. */
  readonly maxConnections: number;
  /** Closes the socket server, then PGlite; close the knex pool first. */
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) behind a Postgres wire-protocol socket, so local
 * mode uses the very same pg driver, repositories and migrations as a real server.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  await mkdir(options.dataDir, { recursive: true });
  const releaseLock = await lockFolder(options.dataDir);
  const db = await PGlite.create(options.dataDir).catch(async (error: unknown) => {
    await releaseLock();
    throw error;
  });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    // 0: the OS picks a free port, so two local instances (or parallel tests) never collide.
    port: 0,
    maxConnections: EMBEDDED_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    await releaseLock();
    throw error;
  }
  const port = Number(server.getServerConn().split(':').pop());
  if (!Number.isInteger(port) || port <= 0) {
    await server.stop();
    await db.close();
    await releaseLock();
    throw new Error(`Embedded Postgres reported no port (${server.getServerConn()})`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    maxConnections: EMBEDDED_CONNECTIONS,
    async stop() {
      await server.stop();
      if (!db.closed) await db.close();
      await releaseLock();
    },
  };
}

const LOCK_FILE = 'workshop.pid';

/**
 * PGlite has no guard of its own: two processes opening one folder would corrupt it. The first
 * writes its pid here; another (a second `pnpm start`, `pnpm backup` while the site runs) is
 * refused while that process lives. A lock left by a crash is taken over.
 */
async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const file = join(folder, LOCK_FILE);
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
    throw new StartupError(
      `The embedded database in ${folder} is in use by process ${holder} (pnpm start?): stop it first`,
    );
  }
  await writeFile(file, `${process.pid}\n`);
  return () => rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
