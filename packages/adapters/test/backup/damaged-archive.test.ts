import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Actor } from '@workshop/application';
import type { Knex } from 'knex';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/backup';
import { restoreBackup } from '../../src/backup/restore';
import { buildContainer, resolveUseCases } from '../../src/composition/container';
import { loadConfig } from '../../src/config/config';
import { StartupError } from '../../src/startup-error';
import { DiskObjectStore } from '../../src/storage/disk-object-store';
import { jpegImage } from '../http/images';
import { testBackends, type TestDatabase } from '../persistence/test-database';
import { snapshotRows } from './snapshot';

const ADAPTERS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE = 'c0ffee00c0ffee00c0ffee00c0ffee00.jpg';
const NOTHING = ' Nothing was restored: the database and the store are as they were.';

/** What a restore must leave behind when it fails: no table, no file. */
async function untouched(db: Knex, uploads: string): Promise<void> {
  const { rows } = await db.raw<{ rows: { name: string }[] }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  expect(rows.map((row) => row.name)).toEqual([]);
  expect(await readdir(uploads).catch(() => [])).toEqual([]);
}

/** A copy of `archive` with `change` applied to its unpacked contents. */
async function damaged(
  archive: string,
  dir: string,
  name: string,
  change: (unpacked: string) => Promise<void>,
): Promise<string> {
  const unpacked = await mkdtemp(join(dir, 'unpacked-'));
  await extract({ file: archive, cwd: unpacked });
  await change(unpacked);
  const file = join(dir, `${name}.tar.gz`);
  await createTar({ gzip: true, file, cwd: unpacked, portable: true }, [
    ...(await readdir(unpacked)),
  ]);
  return file;
}

async function rewriteLines(file: string, rewrite: (lines: string[]) => string[]): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  await writeFile(file, `${rewrite(lines).join('\n')}\n`);
}

describe('restoring a damaged archive', () => {
  let source: TestDatabase;
  let dir: string;
  let archive: string;
  let before: Record<string, string[]>;
  let target: TestDatabase;
  let uploads: string;
  const restore = (file: string) =>
    restoreBackup({ db: target.db, store: new DiskObjectStore(uploads), archive: file });

  beforeAll(async () => {
    const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
    if (!postgres || postgres.unavailable) throw new Error('The backup tests need PostgreSQL');
    dir = await mkdtemp(join(tmpdir(), 'workshop-damaged-'));
    source = await postgres.open();
    const files = new DiskObjectStore(join(dir, 'source-uploads'));
    const upload = join(dir, 'upload.tmp');
    await writeFile(upload, await jpegImage());
    await files.putFile(IMAGE, upload);
    const useCases = resolveUseCases(
      buildContainer({
        config: loadConfig({ DATA_DIR: dir }, 'local'),
        knex: source.db,
        adminPasskey: 'damaged-archive-passkey',
        files,
        counters: { kind: 'memory' },
      }),
    );
    const anonymous: Actor = { kind: 'anonymous' };
    const submitted = await useCases.submitRequest.execute(anonymous, {
      fields: { fullName: 'Grace Hopper', email: 'grace@example.com', description: 'A desk' },
      image: { path: IMAGE, originalName: 'desk.jpg' },
    });
    if (!submitted.ok) throw new Error(submitted.error.message);
    const { request } = submitted.value;
    const customer: Actor = {
      kind: 'customer',
      id: request.customerId,
      email: 'grace@example.com',
      passwordChanged: true,
    };
    for (const message of ['Walnut, please.', 'And a drawer.']) {
      const posted = await useCases.postMessage.execute(customer, request.id, {
        message,
        senderName: 'Grace',
        senderType: 'customer',
      });
      if (!posted.ok) throw new Error(posted.error.message);
    }
    before = await snapshotRows(source.db);
    archive = (await createBackup({ db: source.db, store: files, outDir: dir })).file;
    target = await postgres.open({ migrate: false });
    // Where `pnpm restore` puts files with STORAGE=disk: DATA_DIR/uploads.
    uploads = join(dir, 'target', 'uploads');
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled([source?.dispose(), target?.dispose()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a truncated archive in words, before touching the database or the store', async () => {
    const bytes = await readFile(archive);
    const truncated = join(dir, 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const refusal = restore(truncated);
    await expect(refusal).rejects.toBeInstanceOf(StartupError);
    await expect(refusal).rejects.toThrow(
      /^.*truncated\.tar\.gz is damaged or incomplete \(.+\)\. Nothing was restored: the database and the store are as they were\.$/,
    );
    await untouched(target.db, uploads);
  });

  it('refuses rows that are not JSON, or fewer rows than the manifest says, naming the table', async () => {
    const notJson = await damaged(archive, dir, 'not-json', (unpacked) =>
      rewriteLines(join(unpacked, 'database', 'messages.jsonl'), (lines) => [
        lines[0] ?? '',
        '{"id": 2, "message": "And a dr',
      ]),
    );
    await expect(restore(notJson)).rejects.toThrow(
      /^The archive is damaged: database\/messages\.jsonl line 2 is not a row \(.+\)\. Nothing was restored: the database and the store are as they were\.$/,
    );
    await untouched(target.db, uploads);

    const short = await damaged(archive, dir, 'short', (unpacked) =>
      rewriteLines(join(unpacked, 'database', 'messages.jsonl'), (lines) => lines.slice(0, 1)),
    );
    await expect(restore(short)).rejects.toThrow(
      'The archive is damaged: database/messages.jsonl holds 1 row(s), its manifest says 2.' +
        NOTHING,
    );
    await untouched(target.db, uploads);
  });

  it('refuses an archive that lacks a file its manifest lists', async () => {
    const lacking = await damaged(archive, dir, 'lacking', (unpacked) =>
      rm(join(unpacked, 'uploads', IMAGE)),
    );
    await expect(restore(lacking)).rejects.toThrow(
      `The archive is damaged: it lacks uploads/${IMAGE}, which its manifest lists.${NOTHING}`,
    );
    await untouched(target.db, uploads);
  });

  it('undoes everything when PostgreSQL refuses a row half-way, and a second run completes', async () => {
    // Users and projects load first; a message naming a project that is not there fails later.
    const orphan = await damaged(archive, dir, 'orphan', (unpacked) =>
      rewriteLines(join(unpacked, 'database', 'messages.jsonl'), (lines) =>
        lines.map((line, index) =>
          index === 1
            ? JSON.stringify({ ...(JSON.parse(line) as object), project_id: 999_999 })
            : line,
        ),
      ),
    );
    // As an operator runs it: `pnpm restore` prints a sentence, not a stack trace.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/entry/restore.ts', orphan],
      {
        cwd: ADAPTERS_DIR,
        env: {
          PATH: process.env['PATH'] ?? '',
          HOME: process.env['HOME'] ?? '',
          DATABASE_URL: target.url,
          DATA_DIR: join(dir, 'target'),
          STORAGE: 'disk',
        },
      },
    ).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect('code' in run && run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Restoring the table messages failed: insert or update on table "messages" violates foreign key constraint "\w+" \(.+\)\. Nothing was restored: the database and the store are as they were\.$/,
    );
    await untouched(target.db, uploads);

    const manifest = await restore(archive);
    expect(manifest.files).toEqual([IMAGE]);
    expect(await snapshotRows(target.db)).toEqual(before);
    expect(await readdir(uploads)).toEqual([IMAGE]);
  }, 60_000);
});
