import type { PasswordHasher } from '../../src';

export const fakeHash = (password: string): string => `argon2:${password}`;

export class FakePasswordHasher implements PasswordHasher {
  /** Every password hashed, in order: shows the hash ran even where nothing was stored. */
  readonly hashed: string[] = [];

  async hash(password: string): Promise<string> {
    this.hashed.push(password);
    return fakeHash(password);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === fakeHash(password);
  }
}
