/** Random secrets and their one-way digests. */
export interface Secrets {
  /** At least 256 bits of randomness, URL-safe: session cookies and reset tokens. */
  newToken(): string;
  /**
   * The temporary password a person types from an email, derived from `subject` with a key
   * only the server holds: the same subject always gives the same password, and nobody without
   * the key can work it out.
   */
  temporaryPasswordFor(subject: string): string;
  /** SHA-256 digest (hex) of a high-entropy secret, for storage and lookup. */
  digest(secret: string): string;
}
