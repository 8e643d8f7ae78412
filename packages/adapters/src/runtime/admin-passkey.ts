import { randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { keptSecret } from './kept-secret';

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
  const kept = await keptSecret(config.dataDir, 'admin-passkey', 12, () =>
    randomBytes(18).toString('base64url'),
  );
  return { passkey: kept.value, source: kept.source };
}
