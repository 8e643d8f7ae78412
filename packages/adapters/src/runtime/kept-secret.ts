import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret local mode makes on its first start and keeps in its data folder (readable by
 * this user only), so a restart finds the same one.
 */
export async function keptSecret(
  dataDir: string,
  file: string,
  minLength: number,
  make: () => string,
): Promise<{ readonly value: string; readonly source: 'generated' | 'data folder' }> {
  const path = join(dataDir, file);
  try {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored.length >= minLength) return { value: stored, source: 'data folder' };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const value = make();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${value}\n`, { mode: 0o600 });
  return { value, source: 'generated' };
}
