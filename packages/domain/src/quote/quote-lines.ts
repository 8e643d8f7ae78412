import { splitPrice } from './firm-price';
import { rateMilliPercent, type SalesTax } from './sales-tax';

/**
 * A line of a quote: the piece at its pinned design first, then the options, delivery, fees
 * and discounts the workshop adds. Money is whole cents; a discount is a negative unit price.
 * An optional line is offered: it counts only when the customer ticks it before signing.
 */
export interface QuoteLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly taxable: boolean;
  readonly optional: boolean;
}

export interface PricedLine extends QuoteLine {
  /** quantity x unit price, exact. */
  readonly amountCents: number;
  /** False for an optional line the customer has not ticked. */
  readonly included: boolean;
}

/**
 * What the tax was, or why there is none: the customer is exempt (a resale certificate, a
 * school), or the quote was one figure, sent before quotes had lines, with no tax of its own.
 */
export type TaxTreatment =
  | { readonly kind: 'taxed'; readonly tax: SalesTax }
  | { readonly kind: 'exempt'; readonly reason: string }
  | { readonly kind: 'one-figure' };

export interface QuoteTotals {
  readonly lines: readonly PricedLine[];
  /** Every included line. */
  readonly subtotalCents: number;
  /** The included taxable lines (never below zero: a discount cannot make tax negative). */
  readonly taxableCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly depositPercent: number;
  readonly depositCents: number;
  /** What is left after the deposit: the balance due on completion. */
  readonly balanceCents: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Half away from zero, as a person rounds money; only ever applied to whole numbers here. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * Every figure of a quote, the one place they are computed: each line is exact (whole cents
 * times a whole quantity); the tax is rounded once, on the taxable subtotal (not line by line);
 * the total is the subtotal plus the tax; the deposit is the total's share rounded once, and
 * the balance is the rest, so deposit and balance always add up to the total. `chosen` lists
 * the indexes of the optional lines the customer ticked.
 */
export function quoteTotals(
  lines: readonly QuoteLine[],
  options: {
    readonly treatment: TaxTreatment;
    readonly depositPercent: number;
    readonly chosen?: readonly number[];
  },
): QuoteTotals {
  const chosen = new Set(options.chosen ?? []);
  const priced = lines.map((line, index) => ({
    ...line,
    amountCents: line.quantity * line.unitPriceCents,
    included: !line.optional || chosen.has(index),
  }));
  const included = priced.filter((line) => line.included);
  const subtotalCents = sum(included.map((line) => line.amountCents));
  const taxableCents = Math.max(
    0,
    sum(included.filter((line) => line.taxable).map((line) => line.amountCents)),
  );
  const taxCents =
    options.treatment.kind === 'taxed'
      ? divideRounded(taxableCents * rateMilliPercent(options.treatment.tax.ratePercent), 100_000)
      : 0;
  const totalCents = subtotalCents + taxCents;
  const { depositCents, balanceCents } = splitPrice(totalCents, options.depositPercent);
  return {
    lines: priced,
    subtotalCents,
    taxableCents,
    taxCents,
    totalCents,
    depositPercent: options.depositPercent,
    depositCents,
    balanceCents,
  };
}

/** The quote of a piece priced as one figure: one taxable line, as quotes before lines read. */
export function singleLine(description: string, priceCents: number): readonly QuoteLine[] {
  return [{ description, quantity: 1, unitPriceCents: priceCents, taxable: true, optional: false }];
}
