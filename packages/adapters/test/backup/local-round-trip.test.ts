import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Actor } from '@workshop/application';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContainer, resolveUseCases } from '../../src/composition/container';
import { loadConfig } from '../../src/config/config';
import { createDatabase } from '../../src/persistence/database';
import { startEmbeddedPostgres } from '../../src/persistence/embedded-postgres';
import { runMigrations } from '../../src/persistence/migrator';
import { Argon2PasswordHasher } from '../../src/security/argon2-password-hasher';
import { DiskObjectStore } from '../../src/storage/disk-object-store';
import { jpegImage } from '../http/images';
import { snapshotRows } from './snapshot';

const ADAPTERS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'Walnut-and-oak-42';

/** The entry point as `pnpm backup` / `pnpm restore` run it (from source, under tsx). */
async function run(entry: 'backup' | 'restore', dataDir: string, args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `src/entry/${entry}.ts`, ...args],
    {
      cwd: ADAPTERS_DIR,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir },
    },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
}

/** Local mode: the embedded database and the uploads folder under DATA_DIR, as `pnpm start` keeps them. */
async function openLocal(dataDir: string) {
  const embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
  const knex = createDatabase(embedded);
  const files = new DiskObjectStore(join(dataDir, 'uploads'));
  const config = loadConfig({ DATA_DIR: dataDir }, 'local');
  const useCases = resolveUseCases(
    buildContainer({
      config,
      knex,
      adminPasskey: 'local-passkey-123',
      files,
      counters: { kind: 'memory' },
    }),
  );
  return {
    knex,
    files,
    useCases,
    async close() {
      await knex.destroy();
      await embedded.stop();
    },
  };
}

describe('pnpm backup and pnpm restore in local mode (embedded database, uploads folder)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('backs up, and after the data folder is lost, restores it all; the customer signs in', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-local-backup-'));
    const outDir = await mkdtemp(join(tmpdir(), 'workshop-local-archives-'));
    folders.push(dataDir, outDir);

    const local = await openLocal(dataDir);
    await runMigrations(local.knex);
    const photo = await jpegImage();
    const upload = join(dataDir, 'upload.tmp');
    await writeFile(upload, photo);
    const imageName = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg';
    await local.files.putFile(imageName, upload);
    const anonymous: Actor = { kind: 'anonymous' };
    const submitted = await local.useCases.submitRequest.execute(anonymous, {
      fields: {
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        description: 'A standing desk',
      },
      image: { path: imageName, originalName: 'desk.jpg' },
    });
    if (!submitted.ok) throw new Error(submitted.error.message);
    const project = submitted.value.request;
    const customer: Actor = {
      kind: 'customer',
      id: project.customerId,
      email: 'grace@example.com',
      passwordChanged: true,
    };
    const posted = await local.useCases.postMessage.execute(customer, project.id, {
      message: 'Could the top be walnut?',
      senderName: 'Grace',
      senderType: 'customer',
    });
    expect(posted.ok).toBe(true);
    await local
      .knex('users')
      .where({ id: project.customerId })
      .update({
        password_hash: await new Argon2PasswordHasher().hash(PASSWORD),
        needs_password_change: false,
      });
    const before = await snapshotRows(local.knex);

    // While the site holds the embedded database, a backup is refused: PGlite has one user.
    const busy = await run('backup', dataDir, ['--out', outDir]);
    expect('code' in busy && busy.code).toBe(1);
    expect(busy.stderr).toContain(
      `is in use by process ${process.pid} (pnpm start?): stop it first`,
    );
    expect(await readdir(outDir)).toEqual([]);
    await local.close();

    const backup = await run('backup', dataDir, ['--out', outDir]);
    expect(backup.stdout).toMatch(
      /^Backup written: .*workshop-backup-.*\.tar\.gz \(.* rows from embedded Postgres in .*, 1 files from folder .*\)\n$/,
    );
    const [archive] = await readdir(outDir);
    expect(archive).toMatch(/^workshop-backup-.*\.tar\.gz$/);

    // The data folder is lost.
    await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
    await rm(join(dataDir, 'uploads'), { recursive: true, force: true });

    const restore = await run('restore', dataDir, [join(outDir, archive ?? '')]);
    expect(restore.stdout).toMatch(
      /^Restored .* rows into embedded Postgres in .*, 1 files into folder .*\n$/,
    );

    const back = await openLocal(dataDir);
    try {
      expect(await snapshotRows(back.knex)).toEqual(before);
      expect(await readFile(join(dataDir, 'uploads', imageName))).toEqual(photo);
      const signedIn = await back.useCases.signIn.execute({
        email: 'grace@example.com',
        password: PASSWORD,
      });
      expect(signedIn.ok).toBe(true);
    } finally {
      await back.close();
    }

    // Restoring again over what is there now is refused, and changes nothing.
    const again = await run('restore', dataDir, [join(outDir, archive ?? '')]);
    expect('code' in again && again.code).toBe(1);
    expect(again.stderr).toContain('The database is not empty');
  }, 120_000);
});
