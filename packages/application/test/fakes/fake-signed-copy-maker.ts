import type { MadeSignedCopy, QuoteDocument, SignedCopyMaker } from '../../src';
import type { FakeFileStorage } from './fake-file-storage';

/** A stand-in fingerprint: 64 hex digits, one per drawing. */
const fingerprint = (n: number, digit: string) =>
  `${digit.repeat(56)}${n.toString(16).padStart(8, '0')}`;

/**
 * Stores a stand-in for the signed PDF in the fake file store and keeps each document it was
 * given, so a test sees what would be printed; `failNext` makes the next drawing throw.
 */
export class FakeSignedCopyMaker implements SignedCopyMaker {
  readonly made: QuoteDocument[] = [];
  failNext = false;

  constructor(private readonly files: FakeFileStorage) {}

  async make(document: QuoteDocument): Promise<MadeSignedCopy> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('The signed copy could not be drawn');
    }
    this.made.push(document);
    const n = this.made.length;
    const storageKey = `signed-${fingerprint(n, 'a').slice(32)}.pdf`;
    this.files.stored.set(storageKey, new Date());
    return {
      storageKey,
      size: 1000 + n,
      quoteSha256: fingerprint(n, 'b'),
      sha256: fingerprint(n, 'c'),
    };
  }
}
