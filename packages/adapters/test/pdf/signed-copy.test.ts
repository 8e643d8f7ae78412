import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE, QUOTE_TERMS } from '@workshop/domain';
import { renderQuotePdf } from '../../src/pdf/quote-pdf';
import { PdfSignedCopyMaker, renderSignedCopy } from '../../src/pdf/signed-copy';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

const acceptedAt = new Date('2026-12-03T15:04:05Z');
const quotedAt = new Date('2026-11-30T10:00:00Z');

const DOCUMENT: QuoteDocument = {
  workshop: DEFAULT_WORKSHOP_PROFILE,
  request: {
    id: 42,
    customerId: 7,
    fullName: 'Maya Thornton',
    email: 'maya@example.com',
    phone: null,
    furnitureType: 'table',
    description: 'A walnut dining table, 84 x 40 x 30 in, two leaves, trestle base.',
    budgetRange: '5000-10000',
    timeline: '2-3-months',
    imagePath: null,
    imageOriginalName: null,
    status: 'in_progress',
    notes: null,
    completionNote: null,
    quoteAmount: '$5,650',
    quoteNotes: null,
    quotedAt,
    quotedBy: 'Sam Carver',
    quoteApproved: true,
    quoteApprovedAt: acceptedAt,
    adminMessage: null,
    adminMessageSentAt: null,
    adminMessageSentBy: null,
    createdAt: quotedAt,
    updatedAt: acceptedAt,
  },
  quote: {
    requestId: 42,
    version: 2,
    amount: '$5,650',
    priceCents: 565_000,
    depositPercent: 50,
    notes: 'Walnut, 84 x 40 x 30 in, two leaves on a trestle.',
    quotedBy: 'Sam Carver',
    quotedAt,
    validUntil: '2026-12-30',
    design: null,
    lines: null,
    salesTax: null,
    taxExemptReason: null,
    viewedAt: quotedAt,
    changesRequestedAt: null,
    changesRequest: null,
    declinedAt: null,
    declineReason: null,
  },
  state: 'accepted',
  acceptance: {
    requestId: 42,
    version: 2,
    amount: '$5,650',
    method: 'typed_signature',
    signatureName: 'Maya Thornton',
    acceptedAt,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    terms: QUOTE_TERMS,
    chosenLines: [],
    priceCents: null,
  },
  terms: QUOTE_TERMS,
  piece: null,
  drawings: [],
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const run = (tool: string, args: readonly string[]) =>
  execFileSync(tool, args, { encoding: 'utf8' });

async function inFolder<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'signed-copy-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Each test renders whole PDFs with their drawing and runs pdftotext: seconds on a busy machine.
describe('the signed copy of an accepted quote', { timeout: 30_000 }, () => {
  it('is the quote as accepted, then a certificate whose fingerprint anyone can check', async () => {
    const { bytes, quoteSha256 } = await renderSignedCopy(DOCUMENT);
    const quote = await renderQuotePdf(DOCUMENT);
    expect(quoteSha256).toBe(sha256(quote));

    await inFolder(async (dir) => {
      const file = join(dir, 'signed-copy.pdf');
      await writeFile(file, bytes);
      expect(run('pdfinfo', [file])).toMatch(/Pages:\s+2\n/);
      const [quotePage, certificate] = [1, 2].map((page) =>
        run('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']),
      );
      expect(quotePage).toContain('Quote v2 for project #42');
      expect(quotePage).toContain('$5,650');
      const flat = (certificate ?? '').replace(/\s+/g, ' ');
      for (const fact of [
        'Acceptance certificate',
        'Signed by: Maya Thornton',
        'Email: maya@example.com',
        'How: Typed signature',
        // The workshop's zone (EST in December) and UTC.
        'When: December 3, 2026 at 10:04:05 AM EST (2026-12-03T15:04:05Z)',
        'From address: 203.0.113.7',
        'Browser: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        'Version: v2',
        'Amount: $5,650',
        'SHA-256 of quote-42-v2.pdf',
        quoteSha256,
        'pdfdetach -saveall',
      ]) {
        expect(flat).toContain(fact);
      }
      for (const term of QUOTE_TERMS.split('\n')) expect(flat).toContain(term.slice(0, 40));

      // The check the certificate describes: save the attached quote, hash it.
      run('pdfdetach', ['-saveall', '-o', dir, file]);
      expect((await readdir(dir)).sort()).toEqual(['quote-42-v2.pdf', 'signed-copy.pdf']);
      const attached = await readFile(join(dir, 'quote-42-v2.pdf'));
      expect(sha256(attached)).toBe(quoteSha256);

      run('pdftoppm', ['-png', '-r', '60', file, join(dir, 'page')]);
      await mkdir(ARTIFACTS, { recursive: true });
      for (const page of ['page-1.png', 'page-2.png']) {
        await writeFile(join(ARTIFACTS, `signed-copy-${page}`), await readFile(join(dir, page)));
      }
    });
  });

  it('says so when the quote was accepted by click', async () => {
    const clicked: QuoteDocument = {
      ...DOCUMENT,
      acceptance: { ...DOCUMENT.acceptance!, method: 'click', ipAddress: null },
    };
    const { bytes } = await renderSignedCopy(clicked);
    const text = await inFolder(async (dir) => {
      const file = join(dir, 'signed.pdf');
      await writeFile(file, bytes);
      return run('pdftotext', ['-f', '2', '-l', '2', file, '-']).replace(/\s+/g, ' ');
    });
    expect(text).toContain('Accepted by: Maya Thornton');
    expect(text).toContain('How: Click on Approve, in the name on the project');
    expect(text).toContain('From address: not recorded');
  });

  it('is stored under a private name, with the fingerprints of what was stored', async () => {
    const put: { name: string; bytes: Buffer }[] = [];
    const maker = new PdfSignedCopyMaker({
      putFile: async (name, localPath) => {
        put.push({ name, bytes: await readFile(localPath) });
      },
    });
    const made = await maker.make(DOCUMENT);
    expect(made.storageKey).toMatch(/^signed-[0-9a-f]{32}\.pdf$/);
    expect(put).toHaveLength(1);
    expect(put[0]?.name).toBe(made.storageKey);
    expect(made.size).toBe(put[0]?.bytes.length);
    expect(made.sha256).toBe(sha256(put[0]!.bytes));
    expect(made.quoteSha256).toBe(sha256(await renderQuotePdf(DOCUMENT)));
  });
});
