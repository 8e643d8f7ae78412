import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';

export interface PasskeyInForce {
  readonly passkey: string;
  readonly source: 'environment' | 'generated' | 'data folder';
}

/**
 * ADMIN_PASSKEY always wins. Without it, services mode has already refused to start; local
 * mode generates one on first start and keeps it in the data folder (readable by this user only).
 */
export async function adminPasskey(config: Config): Promise<PasskeyInForce> {
  if (config.adminPasskey) return { passkey: config.adminPasskey, source: 'environment' };
  const file = join(config.dataDir, 'admin-passkey');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 12) return { passkey: stored, source: 'data folder' };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const passkey = randomBytes(18).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${passkey}\n`, { mode: 0o600 });
  return { passkey, source: 'generated' };
}
