import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { credentialsKey } from '../../src/runtime/credentials-key';

describe('the credentials key of local mode', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('is made on the first start, kept for this user only, and the same at the next', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-credentials-key-'));
    folders.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir }, 'local');

    const first = await credentialsKey(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'credentials-key');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await credentialsKey(config)).toBe(first);
  });

  it('is CREDENTIALS_KEY when it is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-credentials-key-'));
    folders.push(dataDir);
    const key = 'a-credentials-key-of-32-characters-or-more';
    const config = loadConfig({ DATA_DIR: dataDir, CREDENTIALS_KEY: key }, 'local');
    expect(await credentialsKey(config)).toBe(key);
  });
});
