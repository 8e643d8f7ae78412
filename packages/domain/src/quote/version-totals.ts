import {
  quoteTotals,
  singleLine,
  type QuoteLine,
  type QuoteTotals,
  type TaxTreatment,
} from './quote-lines';
import type { SalesTax } from './sales-tax';

/** What a quote version says about money, as it was sent. */
export interface PricedVersion {
  /** Lines: their total before optional lines; one figure: the figure; a range: null. */
  readonly priceCents: number | null;
  readonly depositPercent: number | null;
  /** null for a version quoted as one figure or a range. */
  readonly lines: readonly QuoteLine[] | null;
  /** The tax it was sent with (the workshop's then), or null. */
  readonly salesTax: SalesTax | null;
  /** Why its customer pays no tax, or null. */
  readonly taxExemptReason: string | null;
}

export function taxTreatmentOf(version: PricedVersion): TaxTreatment {
  if (!version.lines) return { kind: 'one-figure' };
  if (version.taxExemptReason) return { kind: 'exempt', reason: version.taxExemptReason };
  return version.salesTax
    ? { kind: 'taxed', tax: version.salesTax }
    : { kind: 'exempt', reason: 'No sales tax' };
}

/**
 * Every figure of a version with the optional lines `chosen` ticked: its lines, tax, total,
 * deposit and balance; null when it names no firm price (a range in words). A version quoted
 * as one figure reads as one line of that figure, without tax of its own.
 */
export function versionTotals(
  version: PricedVersion,
  chosen: readonly number[] = [],
): QuoteTotals | null {
  const depositPercent = version.depositPercent ?? 0;
  if (version.lines) {
    return quoteTotals(version.lines, {
      treatment: taxTreatmentOf(version),
      depositPercent,
      chosen,
    });
  }
  if (version.priceCents === null) return null;
  return quoteTotals(singleLine('The piece as quoted', version.priceCents), {
    treatment: { kind: 'one-figure' },
    depositPercent,
  });
}

/** The optional lines of a version, by place: what a customer may tick before signing. */
export function optionalLineIndexes(version: Pick<PricedVersion, 'lines'>): number[] {
  return (version.lines ?? []).flatMap((line, index) => (line.optional ? [index] : []));
}

/** A line of a quote's figures under its subtotal, as every document prints it. */
export interface TaxRow {
  /** "Pennsylvania sales tax (6%)", or "No sales tax: Resale certificate on file". */
  readonly label: string;
  readonly cents: number;
}

/**
 * The tax row a quote's screens and documents print: the tax with its rate, or why there is
 * none; null where there is nothing to say (a rate of 0, a quote of one figure).
 */
export function taxRowOf(version: PricedVersion, totals: QuoteTotals): TaxRow | null {
  const treatment = taxTreatmentOf(version);
  if (treatment.kind === 'exempt') return { label: `No sales tax: ${treatment.reason}`, cents: 0 };
  if (treatment.kind === 'taxed' && treatment.tax.ratePercent > 0) {
    const { name, ratePercent } = treatment.tax;
    return { label: `${name} (${ratePercent}%)`, cents: totals.taxCents };
  }
  return null;
}
