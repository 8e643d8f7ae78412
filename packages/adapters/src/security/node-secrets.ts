import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Secrets } from '@workshop/application';

// No 0/O, 1/l/I: the temporary password is read from an email and typed by hand.
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** Bytes at or above this are skipped, so every character is equally likely. */
const UNBIASED = 256 - (256 % READABLE.length);

export class NodeSecrets implements Secrets {
  /**
   * @param credentialsKey CREDENTIALS_KEY: what temporary passwords are derived from. Only the
   *   processes that send the credentials email (the worker, local mode) have one.
   */
  constructor(private readonly credentialsKey?: string) {}

  newToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * Four groups of four (about 93 bits), e.g. 'Kp7q-9XzR-mT4w-Hc2e': HMAC-SHA256 of the
   * subject under the key, read as characters of READABLE (a second block when the first
   * runs out of unbiased bytes).
   */
  temporaryPasswordFor(subject: string): string {
    const key = this.credentialsKey;
    if (!key) throw new Error('No CREDENTIALS_KEY: this process cannot make temporary passwords');
    const characters: string[] = [];
    for (let block = 0; characters.length < 16; block += 1) {
      const bytes = createHmac('sha256', key)
        .update(`temporary-password:${block}:${subject}`)
        .digest();
      for (const byte of bytes) {
        if (byte < UNBIASED && characters.length < 16) {
          characters.push(READABLE[byte % READABLE.length] ?? '');
        }
      }
    }
    return [0, 4, 8, 12].map((at) => characters.slice(at, at + 4).join('')).join('-');
  }

  digest(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}
