import { createHash } from 'node:crypto';
import type { QuoteDocument } from '@workshop/application';
import { LRUCache } from 'lru-cache';
import { renderQuotePdf } from './quote-pdf';

/** A drawn PDF and its strong ETag: the SHA-256 of its bytes. */
export interface QuotePdf {
  readonly bytes: Buffer;
  readonly etag: string;
}

/** What the cache may hold: a few hundred PDFs of tens of kilobytes. */
const MAX_BYTES = 32 * 1024 * 1024;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url');

/**
 * The quote PDFs this process has drawn, kept by what they print: a version never changes
 * once issued, but what its PDF says does (its state, its acceptance), so the key is the whole
 * document, hashed, not the version alone. Drawing the same document gives the same bytes
 * (renderQuotePdf), so every replica computes the same ETag and answers another's with a 304,
 * while each keeps (and fills) its own copy: a replica that never drew a document draws it once.
 * Two calls for a document being drawn share the drawing.
 */
export class QuotePdfCache {
  private readonly drawn = new LRUCache<string, QuotePdf, QuoteDocument>({
    maxSize: MAX_BYTES,
    sizeCalculation: (pdf) => pdf.bytes.length,
    fetchMethod: async (_key, _stale, { context }) => {
      const bytes = await renderQuotePdf(context);
      return { bytes, etag: `"${sha256(bytes)}"` };
    },
  });

  async get(document: QuoteDocument): Promise<QuotePdf> {
    const pdf = await this.drawn.fetch(sha256(JSON.stringify(document)), { context: document });
    if (!pdf) throw new Error('The quote PDF could not be drawn');
    return pdf;
  }
}
