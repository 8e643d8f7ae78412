import type { Secrets } from '../../src';

/**
 * Predictable secrets: tokens 'token-1', 'token-2', ...; temporary passwords 'Temp-1-password',
 * ... (long enough to be a valid new password, so a test can show it is refused as one); and a
 * visible, non-identity digest, so a test can tell a stored digest from the secret itself.
 */
export class FakeSecrets implements Secrets {
  private tokens = 0;
  private passwords = 0;

  newToken(): string {
    this.tokens += 1;
    return `token-${this.tokens}`;
  }

  newTemporaryPassword(): string {
    this.passwords += 1;
    return `Temp-${this.passwords}-password`;
  }

  digest(secret: string): string {
    return `digest(${secret})`;
  }
}
