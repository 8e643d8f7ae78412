import type { QuoteDocument } from '../use-cases/get-quote-document';

/** A signed copy as drawn and stored: its name in the file store and its fingerprints. */
export interface MadeSignedCopy {
  readonly storageKey: string;
  readonly size: number;
  /** SHA-256 (hex) of the quote's own PDF, as the certificate prints it. */
  readonly quoteSha256: string;
  /** SHA-256 (hex) of the whole stored file. */
  readonly sha256: string;
}

/**
 * Draws the signed copy of an accepted quote (the quote as accepted, then an acceptance
 * certificate) and stores it in the file store. Called once per acceptance, inside its
 * transaction: a file left by a transaction that failed is named by no row, and the
 * maintenance sweep removes it.
 */
export interface SignedCopyMaker {
  make(document: QuoteDocument): Promise<MadeSignedCopy>;
}
