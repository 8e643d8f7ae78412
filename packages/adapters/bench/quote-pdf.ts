/**
 * What a quote PDF costs: drawn with its embedded fonts (a Latin name; a Cyrillic one; a
 * Chinese one, which adds the CJK font), against the same PDF taken from the cache, and the
 * first PDF of a process (its fonts read from disk). Also checks that drawing is
 * deterministic, which the replicas' shared ETag rests on.
 * Run: pnpm bench:quote-pdf
 */
import { cpus, loadavg } from 'node:os';
import type { QuoteDocument } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE, QUOTE_TERMS } from '@workshop/domain';
import { QuotePdfCache } from '../src/pdf/quote-pdf-cache';
import { renderQuotePdf } from '../src/pdf/quote-pdf';

const DRAWS = 20;
const HITS = 1_000;

function documentFor(fullName: string, notes: string): QuoteDocument {
  const quotedAt = new Date('2026-03-02T14:20:00Z');
  return {
    workshop: DEFAULT_WORKSHOP_PROFILE,
    request: {
      id: 42,
      customerId: 7,
      fullName,
      email: 'customer@example.com',
      phone: '555-0100',
      furnitureType: 'table',
      description: 'A walnut dining table for eight, 84 by 40 inches, oil finish.',
      budgetRange: '2500-5000',
      timeline: '2-3-months',
      imagePath: null,
      imageOriginalName: null,
      status: 'quoted',
      notes,
      quoteAmount: '$4,800',
      quoteNotes: 'Walnut top, oak base.',
      quotedAt,
      quotedBy: 'Sam Carver',
      quoteApproved: false,
      quoteApprovedAt: null,
      adminMessage: null,
      adminMessageSentAt: null,
      adminMessageSentBy: null,
      completionNote: null,
      createdAt: quotedAt,
      updatedAt: quotedAt,
    },
    quote: {
      requestId: 42,
      version: 1,
      amount: '$4,800',
      priceCents: null,
      depositPercent: null,
      notes: 'Walnut top, oak base.',
      quotedBy: 'Sam Carver',
      quotedAt,
      validUntil: '2026-04-01',
      design: null,
      lines: null,
      salesTax: null,
      taxExemptReason: null,
      viewedAt: null,
      changesRequestedAt: null,
      changesRequest: null,
      declinedAt: null,
      declineReason: null,
    },
    state: 'sent',
    acceptance: null,
    terms: QUOTE_TERMS,
    piece: null,
    drawings: [],
  };
}

async function perCall(count: number, call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) await call();
  return Number(process.hrtime.bigint() - start) / 1e6 / count;
}

const latin = documentFor('Ada Lovelace', 'Please call before delivery.');
const cyrillic = documentFor('Мария Иванова', 'Позвоните перед доставкой.');
const chinese = documentFor('李小龙', '送货前请来电。');

const coldStart = process.hrtime.bigint();
const first = await renderQuotePdf(latin);
const cold = Number(process.hrtime.bigint() - coldStart) / 1e6;
const again = await renderQuotePdf(latin);
await renderQuotePdf(chinese);

const drawLatin = await perCall(DRAWS, () => renderQuotePdf(latin));
const drawCyrillic = await perCall(DRAWS, () => renderQuotePdf(cyrillic));
const drawChinese = await perCall(DRAWS, () => renderQuotePdf(chinese));
const cache = new QuotePdfCache();
await cache.get(chinese);
const hit = await perCall(HITS, () => cache.get(chinese));
const sizes = [first.length, (await renderQuotePdf(cyrillic)).length];
const chineseBytes = (await renderQuotePdf(chinese)).length;

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`quote PDF (${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})`);
console.log(`  first PDF of the process (fonts read):  ${ms(cold)}`);
console.log(`  drawn, Latin name:                      ${ms(drawLatin)} (${sizes[0]} bytes)`);
console.log(
  `  drawn, Cyrillic name:                   ${ms(drawCyrillic)} (${sizes[1]} bytes), ${(drawCyrillic / drawLatin).toFixed(2)}x Latin`,
);
console.log(
  `  drawn, Chinese name (CJK font):         ${ms(drawChinese)} (${chineseBytes} bytes), ${(drawChinese / drawLatin).toFixed(2)}x Latin`,
);
console.log(
  `  from the cache (hash + lookup):         ${ms(hit)}, ${(drawLatin / hit).toFixed(0)}x faster than drawing`,
);
console.log(`  same document, same bytes:              ${Buffer.compare(first, again) === 0}`);
