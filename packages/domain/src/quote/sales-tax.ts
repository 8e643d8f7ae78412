/**
 * The sales tax a workshop charges on taxable lines: its name as the invoice prints it
 * ("Pennsylvania sales tax") and its rate in percent, to a thousandth (New York City's 8.875).
 */
export interface SalesTax {
  readonly name: string;
  readonly ratePercent: number;
}

/** Pennsylvania charges 6% on furniture; the default workshop is in Lititz, PA. */
export const DEFAULT_SALES_TAX: SalesTax = { name: 'Pennsylvania sales tax', ratePercent: 6 };

/** The highest rate a workshop may set: above any US state and local rate combined. */
export const MAX_TAX_RATE_PERCENT = 25;

/** A rate in thousandths of a percent: 6% is 6000, 8.875% is 8875 (whole numbers, no floats). */
export const rateMilliPercent = (ratePercent: number): number => Math.round(ratePercent * 1000);
