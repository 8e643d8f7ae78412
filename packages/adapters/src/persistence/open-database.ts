import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config/config';
import { createDatabase } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  readonly knex: Knex;
  /** Where it is, for messages. */
  readonly description: string;
  readonly embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise local mode's embedded Postgres in DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const knex = createDatabase({
      url: config.databaseUrl,
      maxConnections: config.databasePoolMax,
    });
    return {
      knex,
      description: 'DATABASE_URL',
      embedded: false,
      close: () => knex.destroy(),
    };
  }
  const folder = join(config.dataDir, 'pglite');
  const embedded = await startEmbeddedPostgres({ dataDir: folder });
  const knex = createDatabase(embedded);
  return {
    knex,
    description: `embedded Postgres in ${folder}`,
    embedded: true,
    async close() {
      await knex.destroy();
      await embedded.stop();
    },
  };
}
