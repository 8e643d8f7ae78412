import { hash, verify, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '@workshop/application';

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. Runs on libuv's thread pool. */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  }
}
