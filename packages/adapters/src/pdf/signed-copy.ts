import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { MadeSignedCopy, QuoteDocument, SignedCopyMaker } from '@workshop/application';
import type { ObjectStore } from '../storage/object-store';
import { renderAcceptanceCertificate } from './acceptance-certificate';
import { renderQuotePdf } from './quote-pdf';

/** A signed copy's stored name: private (never served by /uploads), random. */
export const SIGNED_COPY_PREFIX = 'signed-';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The name the quote's PDF carries inside the signed copy, and the signed copy's own. */
export const quoteFileName = (projectId: number, version: number) =>
  `quote-${projectId}-v${version}.pdf`;
export const signedCopyFileName = (projectId: number, version: number) =>
  `signed-quote-${projectId}-v${version}.pdf`;

/**
 * The signed copy, in bytes: the quote's pages as accepted (drawn by the quote's own PDF), then
 * the acceptance certificate, with the quote's PDF itself attached inside, whose SHA-256 the
 * certificate prints. The fingerprint is of that attached file, not of the whole: a document
 * cannot print its own hash, and the attached quote can be saved and hashed by anyone.
 */
export async function renderSignedCopy(
  document: QuoteDocument,
): Promise<{ bytes: Uint8Array; quoteSha256: string }> {
  const { acceptance, request, quote } = document;
  if (!acceptance) throw new Error('A signed copy needs the acceptance of its version');
  const quoteBytes = await renderQuotePdf(document);
  const quoteSha256 = sha256(quoteBytes);
  const quotePdf = await PDFDocument.load(quoteBytes);
  const name = quoteFileName(request.id, quote.version);
  const certificate = await PDFDocument.load(
    await renderAcceptanceCertificate({
      workshopName: document.workshop.name,
      projectId: request.id,
      acceptance,
      email: request.email,
      quoteFileName: name,
      quotePages: quotePdf.getPageCount(),
      quoteSha256,
    }),
  );
  const signed = await PDFDocument.create({ updateMetadata: false });
  signed.setTitle(`Signed quote v${quote.version} for project #${request.id}`);
  signed.setCreationDate(acceptance.acceptedAt);
  signed.setModificationDate(acceptance.acceptedAt);
  for (const source of [quotePdf, certificate]) {
    const pages = await signed.copyPages(source, source.getPageIndices());
    for (const page of pages) signed.addPage(page);
  }
  await signed.attach(quoteBytes, name, {
    mimeType: 'application/pdf',
    description: `Quote v${quote.version} as accepted (SHA-256 ${quoteSha256})`,
    creationDate: acceptance.acceptedAt,
    modificationDate: acceptance.acceptedAt,
  });
  return { bytes: await signed.save(), quoteSha256 };
}

/** Draws each signed copy and puts it in the file store, under a private random name. */
export class PdfSignedCopyMaker implements SignedCopyMaker {
  constructor(private readonly store: Pick<ObjectStore, 'putFile'>) {}

  async make(document: QuoteDocument): Promise<MadeSignedCopy> {
    const { bytes, quoteSha256 } = await renderSignedCopy(document);
    const storageKey = `${SIGNED_COPY_PREFIX}${randomBytes(16).toString('hex')}.pdf`;
    const folder = await mkdtemp(join(tmpdir(), 'signed-copy-'));
    try {
      const local = join(folder, storageKey);
      await writeFile(local, bytes);
      await this.store.putFile(storageKey, local);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return { storageKey, size: bytes.length, quoteSha256, sha256: sha256(bytes) };
  }
}
