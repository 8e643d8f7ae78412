import { parsePriceText, type QuoteLine } from '@workshop/domain';

/** A line of the quote as the workshop types it. */
export interface LineDraft {
  readonly description: string;
  readonly quantity: string;
  /** Money as typed: "5,200", "-250.00" for a discount. */
  readonly unitPrice: string;
  readonly taxable: boolean;
  readonly optional: boolean;
}

export const blankLine = (description = ''): LineDraft => ({
  description,
  quantity: '1',
  unitPrice: '',
  taxable: true,
  optional: false,
});

/** A version's lines, back as drafts: a revision starts from what the customer has. */
export function draftsOf(lines: readonly QuoteLine[]): LineDraft[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: (line.unitPriceCents / 100).toFixed(2),
    taxable: line.taxable,
    optional: line.optional,
  }));
}

/** Money as typed, a discount with a minus, in whole cents; null when it is not money. */
function centsOf(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parsePriceText(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

export type LinesRead =
  | { readonly ok: true; readonly lines: QuoteLine[] }
  | { readonly ok: false; readonly message: string };

/**
 * The drafts as lines the domain can total, or what is wrong with the first line that is not
 * one (the server checks the rest: the first line, the total, the limits).
 */
export function readLines(drafts: readonly LineDraft[]): LinesRead {
  const lines: QuoteLine[] = [];
  for (const [index, draft] of drafts.entries()) {
    const place = `Line ${index + 1}`;
    if (!draft.description.trim()) return { ok: false, message: `${place} needs a description` };
    const quantity = Number(draft.quantity);
    if (!/^\s*\d+\s*$/.test(draft.quantity) || quantity < 1) {
      return { ok: false, message: `${place}: the quantity must be a whole number from 1` };
    }
    const unitPriceCents = centsOf(draft.unitPrice);
    if (unitPriceCents === null) {
      return { ok: false, message: `${place}: the unit price must be an amount, such as 450.00` };
    }
    lines.push({
      description: draft.description.trim(),
      quantity,
      unitPriceCents,
      taxable: draft.taxable,
      optional: draft.optional,
    });
  }
  return { ok: true, lines };
}
