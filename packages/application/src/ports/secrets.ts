/** Random secrets and their one-way digests. */
export interface Secrets {
  /** At least 256 bits of randomness, URL-safe: session cookies and reset tokens. */
  newToken(): string;
  /** A random temporary password a person can type from an email. */
  newTemporaryPassword(): string;
  /** SHA-256 digest (hex) of a high-entropy secret, for storage and lookup. */
  digest(secret: string): string;
}
