import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../../src/startup-error';
import { DiskObjectStore } from '../../src/storage/disk-object-store';
import { InvalidObjectName, type ObjectStore } from '../../src/storage/object-store';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startS3, type S3TestServer } from './s3-server';

const storedName = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;

interface Subject {
  readonly store: ObjectStore;
  /** A store of the same kind that cannot be used, and what its start line must say. */
  readonly broken: readonly { readonly store: ObjectStore; readonly says: RegExp }[];
}

let scratch: string;
let s3: S3TestServer;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'workshop-store-'));
  s3 = await startS3();
  console.log(`object store suite: S3 is ${s3.source}`);
});

afterAll(async () => {
  await s3?.stop();
  await rm(scratch, { recursive: true, force: true });
});

async function scratchFile(content: Buffer): Promise<string> {
  const path = join(scratch, randomBytes(8).toString('hex'));
  await writeFile(path, content);
  return path;
}

const subjects: Record<'disk' | 'S3', () => Promise<Subject>> = {
  disk: async () => {
    const directory = join(scratch, `uploads-${randomBytes(4).toString('hex')}`);
    // A file where the folder should be: nothing can be written under it.
    const blocked = await scratchFile(Buffer.from('not a folder'));
    await chmod(blocked, 0o444);
    return {
      store: new DiskObjectStore(directory),
      broken: [
        {
          store: new DiskObjectStore(join(blocked, 'uploads')),
          says: /^The upload folder .* cannot be written: /,
        },
      ],
    };
  },
  S3: async () => {
    const settings = await s3.createBucket();
    const unreachable = `http://127.0.0.1:${1 + (Number(new URL(s3.endpoint).port) % 60000)}`;
    return {
      store: new S3ObjectStore(settings),
      broken: [
        {
          store: new S3ObjectStore({ ...settings, bucket: `${settings.bucket}-missing` }),
          says: /^The S3 bucket "test-[0-9a-f]+-missing" at http:\/\/.* does not exist: create it, or correct S3_BUCKET$/,
        },
        {
          store: new S3ObjectStore({
            ...settings,
            credentials: { accessKeyId: 'not-a-key', secretAccessKey: 'not-a-secret' },
          }),
          says: /^The S3 bucket ".*" at .* refused the credentials: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
        },
        {
          store: new S3ObjectStore({ ...settings, endpoint: unreachable }),
          says: /^The S3 bucket ".*" at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\): check S3_ENDPOINT$/,
        },
      ],
    };
  },
};

describe.each(Object.entries(subjects))('the %s object store', (_kind, make) => {
  let subject: Subject;

  beforeAll(async () => {
    subject = await make();
  });

  afterAll(async () => {
    await subject?.store.close();
    for (const broken of subject?.broken ?? []) await broken.store.close();
  });

  it('starts when it can be used', async () => {
    await expect(subject.store.verify()).resolves.toBeUndefined();
  });

  it('refuses to start with one line that says what to fix', async () => {
    for (const { store, says } of subject.broken) {
      const failure = await store.verify().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      const message = (failure as StartupError).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(says);
    }
  });

  it('takes a file over and streams back exactly its bytes, with size and date', async () => {
    const content = randomBytes(3 * 1024 * 1024 + 17);
    const local = await scratchFile(content);
    const name = storedName('jpg');
    const before = Date.now();
    await subject.store.putFile(name, local);

    expect(await readdir(scratch)).not.toContain(local.slice(scratch.length + 1));
    const info = await subject.store.stat(name);
    expect(info?.size).toBe(content.length);
    // S3 keeps whole seconds.
    expect(info?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 2_000);
    const opened = await subject.store.open(name);
    expect(opened?.size).toBe(content.length);
    expect(Buffer.compare(await buffer(opened!.body), content)).toBe(0);
  });

  it('answers null for a file it does not have', async () => {
    expect(await subject.store.stat(storedName())).toBeNull();
    expect(await subject.store.open(storedName())).toBeNull();
  });

  it('removes a file for good, and a second remove is no error', async () => {
    const name = storedName('gif');
    await subject.store.putFile(name, await scratchFile(Buffer.from('GIF89a...')));
    await subject.store.remove(name);
    expect(await subject.store.stat(name)).toBeNull();
    expect(await subject.store.open(name)).toBeNull();
    await expect(subject.store.remove(name)).resolves.toBeUndefined();
  });

  it.each(['../escape.png', 'a.png', `${'A'.repeat(32)}.png`, `${'a'.repeat(32)}.svg`, ''])(
    'refuses the name %j: never stored, never found, never removed',
    async (name) => {
      await expect(
        subject.store.putFile(name, await scratchFile(Buffer.from('x'))),
      ).rejects.toThrow(InvalidObjectName);
      expect(await subject.store.stat(name)).toBeNull();
      expect(await subject.store.open(name)).toBeNull();
      await expect(subject.store.remove(name)).resolves.toBeUndefined();
    },
  );

  it('lists what it holds, with when each was written', async () => {
    const names = [storedName(), storedName('jpg')];
    for (const name of names)
      await subject.store.putFile(name, await scratchFile(Buffer.from(name)));
    const listed = new Map<string, Date>();
    for await (const file of subject.store.list()) listed.set(file.name, file.lastModified);
    for (const name of names) {
      expect(listed.get(name)?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    await subject.store.remove(names[0] ?? '');
    const after: string[] = [];
    for await (const file of subject.store.list()) after.push(file.name);
    expect(after).not.toContain(names[0]);
    expect(after).toContain(names[1]);
  });

  it('serves many readers of one file at once', async () => {
    const content = randomBytes(200_000);
    const name = storedName();
    await subject.store.putFile(name, await scratchFile(content));
    const copies = await Promise.all(
      Array.from({ length: 20 }, async () => buffer((await subject.store.open(name))!.body)),
    );
    for (const copy of copies) expect(Buffer.compare(copy, content)).toBe(0);
  });
});
