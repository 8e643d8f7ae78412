/**
 * A firm price split into the deposit asked up front and the balance due on completion. Money
 * is whole cents; the deposit rounds to the nearest cent and the balance takes the rest, so the
 * two always add up to the price exactly.
 */
export interface PriceSplit {
  readonly priceCents: number;
  readonly depositPercent: number;
  readonly depositCents: number;
  readonly balanceCents: number;
}

/** The largest firm price a quote may carry: ten million in the workshop's currency. */
export const MAX_PRICE_CENTS = 1_000_000_000;

export function splitPrice(priceCents: number, depositPercent: number): PriceSplit {
  const depositCents = Math.round((priceCents * depositPercent) / 100);
  return { priceCents, depositPercent, depositCents, balanceCents: priceCents - depositCents };
}

/** Cents as the workshop writes money: "$1,234.50" for 123450 in USD. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Text typed as a price ("1,234.50", "$1200") in whole cents, or null when it is not one. */
export function parsePriceText(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
