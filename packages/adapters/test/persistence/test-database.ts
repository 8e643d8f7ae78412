import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { createDatabase } from '../../src/persistence/database';
import { startEmbeddedPostgres } from '../../src/persistence/embedded-postgres';
import { runMigrations } from '../../src/persistence/migrator';
import { onPostgres } from './postgres-server';

export interface TestDatabase {
  readonly db: Knex;
  readonly url: string;
  /** Closes the pool and removes the database (PostgreSQL) or the data folder (PGlite). */
  dispose(): Promise<void>;
}

export interface TestBackend {
  readonly name: 'PostgreSQL' | 'PGlite';
  /** Why the backend cannot run here, or null when it can. */
  readonly unavailable: string | null;
  open(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

/**
 * A fresh database on the shared server, so parallel test files never see each other's rows:
 * a clone of the run's migrated template, or empty.
 */
async function openPostgres(adminUrl: string, template: string | null): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.destroy();
      // FORCE (PostgreSQL 13+): a test that failed mid-transaction may have left a session.
      await onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function openPglite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-pglite-'));
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(embedded);
  return {
    db,
    url: embedded.url,
    async dispose() {
      await db.destroy();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const migrated =
  (open: () => Promise<TestDatabase>) =>
  async (options: { migrate?: boolean } = {}): Promise<TestDatabase> => {
    const database = await open();
    if (options.migrate ?? true) {
      try {
        await runMigrations(database.db);
      } catch (error) {
        await database.dispose();
        throw error;
      }
    }
    return database;
  };

/** The same suites run on real PostgreSQL and on the embedded PGlite of local mode. */
export function testBackends(): TestBackend[] {
  const adminUrl = inject('postgresAdminUrl');
  const template = inject('postgresTemplate');
  return [
    {
      name: 'PostgreSQL',
      unavailable: adminUrl ? null : 'no PostgreSQL server found (outside CI)',
      async open(options = {}) {
        if (!adminUrl) throw new Error('No PostgreSQL server');
        const migrate = options.migrate ?? true;
        // A clone of the template is migrated already: the migrator finds nothing to do.
        return migrate && template
          ? openPostgres(adminUrl, template)
          : migrated(() => openPostgres(adminUrl, null))(options);
      },
    },
    { name: 'PGlite', unavailable: null, open: migrated(openPglite) },
  ];
}

export const ALL_TABLES = [
  'users',
  'furniture_requests',
  'messages',
  'furniture_customizations',
  'sessions',
  'outbox',
  'email_deliveries',
  'rate_limits',
  'quote_versions',
  'quote_acceptances',
  'message_attachments',
  'progress_updates',
  'sign_in_failures',
  'idempotency_keys',
  'staff',
  'admin_access',
  'workshop_profile_versions',
  'signed_copies',
  'reviews',
  'showcase_consents',
  'published_pieces',
  'staff_passkeys',
  'passkey_challenges',
  'portfolio_items',
  'portfolio_photos',
  'invoice_counter',
  'invoices',
  'payments',
  'price_lists',
  'team_photos',
  'quote_version_drawings',
] as const;

export async function truncateAll(db: Knex): Promise<void> {
  await db.raw(`TRUNCATE ${ALL_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}
