import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '@workshop/application';
import {
  DEFAULT_WORKSHOP_PROFILE,
  EMPTY_DRAFT,
  QUOTE_STATE_LABELS,
  QUOTE_TERMS,
  bodyLook,
  buildPieceModel,
  buildRequestDescription,
  pieceDesignOf,
  type WizardDraft,
} from '@workshop/domain';
import { renderQuotePdf } from '../../src/pdf/quote-pdf';

/** Where the rendered page goes, to be looked at. */
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

const WALNUT_TABLE: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'table',
  style: 'modern',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { length: '84', width: '40', height: '30' },
  features: ['Extendable'],
  timeline: '2-3-months',
};

function documentOf(draft: WizardDraft, state: QuoteDocument['state']): QuoteDocument {
  const quotedAt = new Date('2026-03-02T14:20:00Z');
  const design = pieceDesignOf(draft);
  return {
    workshop: DEFAULT_WORKSHOP_PROFILE,
    request: {
      id: 42,
      customerId: 7,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      furnitureType: 'table',
      description: buildRequestDescription(draft),
      budgetRange: '2500-5000',
      timeline: '2-3-months',
      imagePath: null,
      imageOriginalName: null,
      status: 'quoted',
      notes: 'Please call before delivery; the stairs are narrow.',
      completionNote: null,
      quoteAmount: '$4,800 - $5,200',
      quoteNotes: null,
      quotedAt,
      quotedBy: 'Sam Carver',
      quoteApproved: false,
      quoteApprovedAt: null,
      adminMessage: null,
      adminMessageSentAt: null,
      adminMessageSentBy: null,
      createdAt: quotedAt,
      updatedAt: quotedAt,
    },
    quote: {
      requestId: 42,
      version: 1,
      amount: '$4,800 - $5,200',
      priceCents: null,
      depositPercent: null,
      notes: 'Solid walnut top with breadboard ends, two leaves, hand-rubbed oil finish.',
      quotedBy: 'Sam Carver',
      quotedAt,
      validUntil: '2026-04-01',
      design: null,
      lines: null,
      salesTax: null,
      taxExemptReason: null,
      viewedAt: state === 'viewed' ? quotedAt : null,
      changesRequestedAt: null,
      changesRequest: null,
      declinedAt: null,
      declineReason: null,
    },
    state,
    acceptance: null,
    terms: QUOTE_TERMS,
    piece: design ? buildPieceModel(design) : null,
    drawings: [],
  };
}

async function withPdf<T>(bytes: Buffer, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'quote-layout-'));
  try {
    const file = join(dir, 'quote.pdf');
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const run = (tool: string, args: readonly string[]) =>
  execFileSync(tool, args, { encoding: 'utf8' });

/** The RGB pixels of a binary PPM (pdftoppm's output). */
function pixels(ppm: Buffer): [number, number, number][] {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a binary PPM');
  const start = header[0].length;
  const found: [number, number, number][] = [];
  for (let i = start; i + 2 < ppm.length; i += 3) {
    found.push([ppm[i] ?? 0, ppm[i + 1] ?? 0, ppm[i + 2] ?? 0]);
  }
  return found;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the quote PDF a customer reads', () => {
  it('does not print the internal state of the version under its title', async () => {
    for (const state of ['sent', 'viewed', 'changes_requested'] as const) {
      const text = await withPdf(await renderQuotePdf(documentOf(WALNUT_TABLE, state)), (file) =>
        Promise.resolve(run('pdftotext', ['-layout', file, '-'])),
      );
      const head = text.split('Quoted on')[0] ?? '';
      expect(head).toContain('Quote v1 for project #42');
      expect(head).not.toContain(QUOTE_STATE_LABELS[state]);
    }
  });

  it('fits a wizard design with its drawing and the terms on one page, terms with their heading', async () => {
    const bytes = await renderQuotePdf(documentOf(WALNUT_TABLE, 'viewed'));
    await withPdf(bytes, async (file, dir) => {
      expect(run('pdfinfo', [file])).toMatch(/Pages:\s+1\n/);
      const text = run('pdftotext', ['-layout', file, '-']);
      expect(text).toContain('Terms');
      for (const term of QUOTE_TERMS.split('\n')) {
        expect(text.replace(/\s+/g, ' ')).toContain(term.slice(0, 40));
      }
      run('pdftoppm', ['-png', '-r', '60', '-singlefile', file, join(dir, 'page')]);
      await mkdir(ARTIFACTS, { recursive: true });
      await writeFile(
        join(ARTIFACTS, 'quote-walnut-table.png'),
        await readFile(join(dir, 'page.png')),
      );
    });
  });

  it('prints a quote in lines with its tax and total, and keeps the acceptance with the terms', async () => {
    const base = documentOf(WALNUT_TABLE, 'viewed');
    const lines = [
      ['Walnut dining table', 520_000, false],
      ['Two 18 in leaves', 45_000, true],
      ['Hand-rubbed oil finish upgrade', 30_000, true],
      ['Delivery and set-up', 35_000, false],
    ] as const;
    const signed: QuoteDocument = {
      ...base,
      quote: {
        ...base.quote,
        amount: '$5,883.00',
        priceCents: 588_300,
        depositPercent: 50,
        lines: lines.map(([description, unitPriceCents, optional]) => ({
          description,
          quantity: 1,
          unitPriceCents,
          taxable: true,
          optional,
        })),
        salesTax: { name: 'Pennsylvania sales tax', ratePercent: 6 },
      },
      state: 'accepted',
      acceptance: {
        requestId: 42,
        version: 1,
        amount: '$6,360.00',
        method: 'typed_signature',
        signatureName: 'Ann Lee',
        acceptedAt: new Date('2026-03-02T15:00:00Z'),
        ipAddress: '203.0.113.7',
        userAgent: null,
        terms: QUOTE_TERMS,
        chosenLines: [1],
        priceCents: 636_000,
      },
    };
    // More and more lines move the page break through the terms and the acceptance.
    for (let extra = 0; extra <= 16; extra += 1) {
      const more = Array.from({ length: extra }, (_, index) => ({
        description: `Drawer pull ${index + 1}`,
        quantity: 1,
        unitPriceCents: 1_000,
        taxable: true,
        optional: false,
      }));
      // Without the drawing too: a quick-form request's quote is shorter.
      const document = {
        ...signed,
        piece: extra % 2 === 0 ? signed.piece : null,
        quote: { ...signed.quote, lines: [...(signed.quote.lines ?? []), ...more] },
      };
      await withPdf(await renderQuotePdf(document), async (file) => {
        const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
        const texts = Array.from({ length: pages }, (_, index) =>
          run('pdftotext', [
            '-f',
            String(index + 1),
            '-l',
            String(index + 1),
            '-layout',
            file,
            '-',
          ]).replace(/ +/g, ' '),
        );
        const all = texts.join('\n');
        expect(all).toContain('Two 18 in leaves (option) 1 $450.00 $450.00');
        expect(all).toContain('Hand-rubbed oil finish upgrade (option, not chosen)');
        if (extra === 0) {
          expect(all).toContain('Subtotal $6,000.00');
          expect(all).toContain('Pennsylvania sales tax (6%) $360.00');
          expect(all).toContain('Total signed $6,360.00');
          expect(all).toContain('Deposit (50%) $3,180.00');
        }
        // Never a page holding the acceptance alone: it goes with the terms it accepts.
        const withAcceptance = texts.find((text) => text.includes('Acceptance'));
        expect(withAcceptance).toContain('Terms');
        for (const text of texts) {
          expect(text.trim().split('\n').length, `${extra} more lines`).toBeGreaterThan(8);
        }
      });
    }
    // Seventeen PDFs drawn and read back: seconds on a busy machine.
  }, 60_000);

  it("draws walnut in the wizard drawing's walnut, not pale tan", async () => {
    const document = documentOf(WALNUT_TABLE, 'sent');
    const walnut = rgb(bodyLook(document.piece!).fill);
    const paleTan = rgb('#c9a77c');
    const ppm = await withPdf(await renderQuotePdf(document), async (file, dir) => {
      run('pdftoppm', ['-r', '50', '-singlefile', file, join(dir, 'page')]);
      return readFile(join(dir, 'page.ppm'));
    });
    const near = (target: number[]) => (pixel: number[]) =>
      pixel.every((value, i) => Math.abs(value - (target[i] ?? 0)) <= 6);
    const all = pixels(ppm);
    expect(all.filter(near(walnut)).length).toBeGreaterThan(200);
    expect(all.filter(near(paleTan)).length).toBe(0);
  });
});
