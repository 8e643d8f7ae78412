import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok } from '@workshop/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_POOL_MAX } from '../../src/persistence/database';
import { startEmbeddedPostgres } from '../../src/persistence/embedded-postgres';
import { runMigrations } from '../../src/persistence/migrator';
import { KnexUnitOfWork } from '../../src/persistence/unit-of-work';
import { KnexUserRepository } from '../../src/persistence/user-repository';
import { T0 } from './fixtures';

describe('embedded PostgreSQL (PGlite)', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'workshop-pglite-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data in the folder across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    const db = createDatabase({ url: first.url });
    await runMigrations(db);
    await new KnexUserRepository(db).create({
      email: 'ada@example.com',
      needsPasswordChange: true,
      now: T0,
    });
    await db.destroy();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    expect(second.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const again = createDatabase({ url: second.url });
    try {
      expect(await runMigrations(again)).toEqual([]);
      expect(await new KnexUserRepository(again).findByEmail('ada@example.com')).toMatchObject({
        email: 'ada@example.com',
        createdAt: T0,
      });
    } finally {
      await again.destroy();
      await second.stop();
    }
  });

  it('serves a full knex pool of concurrent transactions', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir });
    const db = createDatabase({ url: embedded.url });
    try {
      await runMigrations(db);
      const uow = new KnexUnitOfWork(db);
      const runs = Array.from({ length: DEFAULT_POOL_MAX * 3 }, (_, i) =>
        uow.run(async (tx) => {
          const user = await tx.users.create({
            email: `customer${i}@example.com`,
            needsPasswordChange: true,
            now: T0,
          });
          await tx.outbox.add([{ type: 'AccountCreated', userId: user.id, email: user.email }], T0);
          return ok(user.id);
        }),
      );
      const results = await Promise.all(runs);
      expect(results.every((result) => result.ok)).toBe(true);
      const [events] = await db('outbox').count({ n: '*' });
      expect(Number(events?.['n'])).toBe(DEFAULT_POOL_MAX * 3);
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  });
});
