import type { Secrets } from '../../src';

/**
 * Predictable secrets: tokens 'token-1', 'token-2', ...; temporary passwords 'Temp-1-password',
 * 'Temp-2-password', ..., one per subject as the real derivation gives (long enough to be a
 * valid new password, so a test can show it is refused as one); and a visible, non-identity
 * digest, so a test can tell a stored digest from the secret itself.
 */
export class FakeSecrets implements Secrets {
  private tokens = 0;
  /** Numbered in the order subjects are first seen; a subject keeps its password. */
  private readonly passwords = new Map<string, string>();

  newToken(): string {
    this.tokens += 1;
    return `token-${this.tokens}`;
  }

  temporaryPasswordFor(subject: string): string {
    const known = this.passwords.get(subject);
    if (known) return known;
    const password = `Temp-${this.passwords.size + 1}-password`;
    this.passwords.set(subject, password);
    return password;
  }

  digest(secret: string): string {
    return `digest(${secret})`;
  }
}
