import { randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { keptSecret } from './kept-secret';

/**
 * The key temporary passwords are derived from. CREDENTIALS_KEY always wins (the worker of
 * services mode requires it); local mode makes one on first start and keeps it in
 * DATA_DIR/credentials-key.
 */
export async function credentialsKey(config: Config): Promise<string> {
  if (config.credentialsKey) return config.credentialsKey;
  return (
    await keptSecret(config.dataDir, 'credentials-key', 32, () =>
      randomBytes(32).toString('base64url'),
    )
  ).value;
}
