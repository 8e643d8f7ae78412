import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Secrets } from '@workshop/application';

// No 0/O, 1/l/I: the temporary password is read from an email and typed by hand.
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export class NodeSecrets implements Secrets {
  newToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /** Four groups of four (about 93 bits), e.g. 'Kp7q-9XzR-mT4w-Hc2e'. */
  newTemporaryPassword(): string {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join(''),
    );
    return groups.join('-');
  }

  digest(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}
