/** A memory-hard password hash (argon2id) that runs off the event loop. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
