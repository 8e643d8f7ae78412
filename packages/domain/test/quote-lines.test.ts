import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  quoteTotals,
  singleLine,
  taxRowOf,
  versionTotals,
  type PricedVersion,
  type QuoteLine,
  type TaxTreatment,
} from '../src';

const PA: TaxTreatment = { kind: 'taxed', tax: { name: 'Pennsylvania sales tax', ratePercent: 6 } };

const line = (
  description: string,
  unitPriceCents: number,
  more: Partial<QuoteLine> = {},
): QuoteLine => ({
  description,
  quantity: 1,
  unitPriceCents,
  taxable: true,
  optional: false,
  ...more,
});

/** The walnut table of the workshop's example: $6,100 of taxable work, 6% tax. */
const TABLE: readonly QuoteLine[] = [
  line('Walnut trestle table, 96 x 40 x 30 in', 520_000),
  line('Two 18 in leaves', 45_000, { optional: true }),
  line('Hand-rubbed oil finish upgrade', 30_000, { optional: true }),
  line('Delivery and set-up', 35_000),
];

describe('quoteTotals', () => {
  it('adds the ticked optional line, taxes the taxable subtotal once and splits the deposit', () => {
    const totals = quoteTotals(TABLE, { treatment: PA, depositPercent: 50, chosen: [1] });
    expect(totals.lines.map((l) => l.included)).toEqual([true, true, false, true]);
    expect(totals.subtotalCents).toBe(600_000);
    expect(totals.taxCents).toBe(36_000);
    expect(totals.totalCents).toBe(636_000);
    expect(totals.depositCents).toBe(318_000);
    expect(totals.balanceCents).toBe(318_000);
  });

  it('leaves an unticked optional line out of every figure', () => {
    const totals = quoteTotals(TABLE, { treatment: PA, depositPercent: 50 });
    expect(totals.subtotalCents).toBe(555_000);
    expect(totals.totalCents).toBe(588_300);
  });

  it('taxes only taxable lines; a taxable discount lowers the tax, never below zero', () => {
    const totals = quoteTotals(
      [
        line('Bench', 100_000),
        line('Design fee', 20_000, { taxable: false }),
        line('Returning customer', -10_000),
      ],
      { treatment: PA, depositPercent: 0 },
    );
    expect(totals.taxableCents).toBe(90_000);
    expect(totals.taxCents).toBe(5_400);
    expect(totals.totalCents).toBe(115_400);
    expect(totals.depositCents).toBe(0);
    expect(totals.balanceCents).toBe(115_400);
    const allOff = quoteTotals([line('Stool', 1_000), line('Gift', -2_000)], {
      treatment: PA,
      depositPercent: 50,
    });
    expect(allOff.taxableCents).toBe(0);
    expect(allOff.taxCents).toBe(0);
  });

  it('charges no tax to an exempt customer, nor on a quote of one figure', () => {
    for (const treatment of [
      { kind: 'exempt', reason: 'Resale certificate' },
      { kind: 'one-figure' },
    ] as const) {
      const totals = quoteTotals(singleLine('Cabinet', 295_000), { treatment, depositPercent: 50 });
      expect(totals.taxCents).toBe(0);
      expect(totals.totalCents).toBe(295_000);
    }
  });

  it('rounds the tax half up to the cent, with rates to a thousandth of a percent', () => {
    // 8.875% of $10.05 is 89.19375 cents: 89.
    const nyc: TaxTreatment = { kind: 'taxed', tax: { name: 'NYC', ratePercent: 8.875 } };
    expect(quoteTotals([line('Box', 1_005)], { treatment: nyc, depositPercent: 0 }).taxCents).toBe(
      89,
    );
    // 6% of $0.25 is 1.5 cents: 2.
    expect(quoteTotals([line('Peg', 25)], { treatment: PA, depositPercent: 0 }).taxCents).toBe(2);
  });

  it('multiplies a quantity exactly', () => {
    const totals = quoteTotals([line('Chair', 64_950, { quantity: 6 })], {
      treatment: PA,
      depositPercent: 30,
    });
    expect(totals.lines[0]?.amountCents).toBe(389_700);
    expect(totals.totalCents).toBe(389_700 + 23_382);
  });

  it('always: lines and tax add up to the total, deposit and balance to the total, tax within half a cent', () => {
    const lineArbitrary = fc.record({
      description: fc.constant('Part'),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPriceCents: fc.integer({ min: -50_000, max: 2_000_000 }),
      taxable: fc.boolean(),
      optional: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 25_000 }).map((milli) => milli / 1000),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 11 })),
        (lines, ratePercent, depositPercent, chosen) => {
          const totals = quoteTotals(lines, {
            treatment: { kind: 'taxed', tax: { name: 'Tax', ratePercent } },
            depositPercent,
            chosen,
          });
          const included = totals.lines.filter((l) => l.included);
          const sum = included.reduce((total, l) => total + l.amountCents, 0);
          expect(sum + totals.taxCents).toBe(totals.totalCents);
          expect(totals.depositCents + totals.balanceCents).toBe(totals.totalCents);
          const exactTax = (totals.taxableCents * ratePercent) / 100;
          expect(Math.abs(totals.taxCents - exactTax)).toBeLessThanOrEqual(0.5 + 1e-9);
          for (const figure of [totals.taxCents, totals.totalCents, totals.depositCents]) {
            expect(Number.isInteger(figure)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('taxRowOf', () => {
  const version = (more: Partial<PricedVersion>): PricedVersion => ({
    priceCents: null,
    depositPercent: 50,
    lines: [...TABLE],
    salesTax: { name: 'Pennsylvania sales tax', ratePercent: 6 },
    taxExemptReason: null,
    ...more,
  });
  const rowOf = (priced: PricedVersion) => taxRowOf(priced, versionTotals(priced)!);

  it('names the tax with its rate, or why there is none, as every document prints it', () => {
    expect(rowOf(version({}))).toEqual({ label: 'Pennsylvania sales tax (6%)', cents: 33_300 });
    expect(rowOf(version({ taxExemptReason: 'Resale certificate' }))).toEqual({
      label: 'No sales tax: Resale certificate',
      cents: 0,
    });
  });

  it('prints no row for a rate of 0, nor for a quote of one figure', () => {
    expect(rowOf(version({ salesTax: { name: 'Sales tax', ratePercent: 0 } }))).toBeNull();
    expect(rowOf(version({ lines: null, salesTax: null, priceCents: 295_000 }))).toBeNull();
  });
});
