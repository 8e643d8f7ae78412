import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DEFAULT_POOL_MAX } from './database';

export interface EmbeddedPostgresOptions {
  /** Folder holding the database files, e.g. `${DATA_DIR}/pglite`; created if missing. */
  readonly dataDir: string;
  /** Must be at least the knex pool size: the server refuses connections beyond it. */
  readonly maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** A postgres:// URL for the pg/knex adapter. */
  readonly url: string;
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
  const db = await PGlite.create(options.dataDir);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    // 0: the OS picks a free port, so two local instances (or parallel tests) never collide.
    port: 0,
    maxConnections: options.maxConnections ?? DEFAULT_POOL_MAX,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = Number(server.getServerConn().split(':').pop());
  if (!Number.isInteger(port) || port <= 0) {
    await server.stop();
    await db.close();
    throw new Error(`Embedded Postgres reported no port (${server.getServerConn()})`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      if (!db.closed) await db.close();
    },
  };
}
