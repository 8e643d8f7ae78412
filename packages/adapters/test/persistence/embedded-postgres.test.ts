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
    const db = createDatabase(first);
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
    const again = createDatabase(second);
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

  it('answers concurrent transactions and reads each with its own rows', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir });
    const db = createDatabase(embedded);
    try {
      await runMigrations(db);
      const uow = new KnexUnitOfWork(db);
      const writes = Array.from({ length: DEFAULT_POOL_MAX * 3 }, (_, i) =>
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
      // Reads outside a transaction, of other shapes, at the same time: each must get its own
      // answer, not a neighbour's statement or rows.
      const reads = Array.from({ length: DEFAULT_POOL_MAX * 3 }, (_, i) =>
        uow.read(async (reads) => ({
          i,
          user: await reads.users.findByEmail(`customer${i}@example.com`),
          requests: await reads.requests.list({ customerId: i + 1 }),
        })),
      );
      const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);
      expect(written.every((result) => result.ok)).toBe(true);
      for (const { i, user, requests } of read) {
        if (user) expect(user.email).toBe(`customer${i}@example.com`);
        expect(requests).toEqual([]);
      }
      const [events] = await db('outbox').count({ n: '*' });
      expect(Number(events?.['n'])).toBe(DEFAULT_POOL_MAX * 3);
      for (let i = 0; i < DEFAULT_POOL_MAX * 3; i += 1) {
        const user = await uow.read((reads) => reads.users.findByEmail(`customer${i}@example.com`));
        expect(user?.email).toBe(`customer${i}@example.com`);
      }
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  });
});
