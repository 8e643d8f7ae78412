import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_LIST,
  estimatePrice,
  priceListSchema,
  RANGE_ORDER_MESSAGE,
  validate,
  type PieceDesign,
  type PriceList,
} from '../src';

const walnutTable: PieceDesign = {
  furnitureType: 'table',
  style: '',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { length: '72', width: '36', height: '30' },
  features: [],
};

const changed = (change: (list: PriceList) => object): unknown =>
  change(JSON.parse(JSON.stringify(DEFAULT_PRICE_LIST)) as PriceList);

describe('the price list', () => {
  it('accepts the list the workshop ships with, unchanged', () => {
    const result = validate(priceListSchema, DEFAULT_PRICE_LIST);
    expect(result).toEqual({ ok: true, value: DEFAULT_PRICE_LIST });
  });

  it.each([
    [
      'a base price of zero',
      (l: PriceList) => ({ ...l, basePrices: { ...l.basePrices, desk: 0 } }),
      'basePrices.desk',
      'Desk base price must be more than $0',
    ],
    [
      'a base price in cents',
      (l: PriceList) => ({ ...l, basePrices: { ...l.basePrices, table: 2400.5 } }),
      'basePrices.table',
      'Table base price must be whole dollars',
    ],
    [
      'a missing material',
      (l: PriceList) => ({ ...l, materialFactors: { ...l.materialFactors, walnut: undefined } }),
      'materialFactors.walnut',
      'Walnut factor must be a number',
    ],
    [
      'a negative material factor',
      (l: PriceList) => ({ ...l, materialFactors: { ...l.materialFactors, cherry: -1 } }),
      'materialFactors.cherry',
      'Cherry factor must be more than 0',
    ],
    [
      'a finish factor of zero',
      (l: PriceList) => ({ ...l, finishFactors: { ...l.finishFactors, shellac: 0 } }),
      'finishFactors.shellac',
      'Shellac factor must be more than 0',
    ],
    [
      'a negative add-on',
      (l: PriceList) => ({
        ...l,
        featurePrices: { ...l.featurePrices, desk: { ...l.featurePrices.desk, Hutch: -5 } },
      }),
      'featurePrices.desk.Hutch',
      'Desk Hutch cannot be negative',
    ],
    [
      'a fixed share of 1',
      (l: PriceList) => ({ ...l, fixedShare: 1 }),
      'fixedShare',
      'Fixed share must be under 1, or size would not count',
    ],
    [
      'a range starting over the figure',
      (l: PriceList) => ({ ...l, range: { low: 1.1, high: 1.25 } }),
      'range.low',
      'Range low must be at most 1, so the range starts at or under the figure',
    ],
    [
      'a range ending under the figure',
      (l: PriceList) => ({ ...l, range: { low: 0.9, high: 0.95 } }),
      'range.high',
      'Range high must be at least 1, so the range ends at or over the figure',
    ],
    [
      'a range that does not widen',
      (l: PriceList) => ({ ...l, range: { low: 1, high: 1 } }),
      'range.high',
      RANGE_ORDER_MESSAGE,
    ],
    [
      'a figure sent as text',
      (l: PriceList) => ({ ...l, materialFactors: { ...l.materialFactors, oak: '1.2' } }),
      'materialFactors.oak',
      'Oak factor must be a number',
    ],
  ])('refuses %s, naming the field', (_name, change, field, message) => {
    const result = validate(priceListSchema, changed(change));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors[field]).toBe(message);
    expect(result.message).toBe(message);
  });

  it('drops keys the estimate does not read', () => {
    const result = validate(priceListSchema, { ...DEFAULT_PRICE_LIST, note: 'x' });
    expect(result.ok && 'note' in result.value).toBe(false);
  });

  it('prices a 72 x 36 oak dining table as the workshop always has', () => {
    const oak = { ...walnutTable, specificMaterial: 'oak' };
    expect(estimatePrice(oak, DEFAULT_PRICE_LIST)).toEqual({ low: 2100, high: 3100 });
  });

  it('prices with the list it is given: a dearer walnut raises the walnut table only', () => {
    const dearer = changed((l) => ({
      ...l,
      materialFactors: { ...l.materialFactors, walnut: 2 },
    })) as PriceList;
    const before = estimatePrice(walnutTable, DEFAULT_PRICE_LIST);
    const after = estimatePrice(walnutTable, dearer);
    expect(after.low).toBeGreaterThan(before.low);
    expect(after.high).toBeGreaterThan(before.high);
    const pine = { ...walnutTable, specificMaterial: 'pine' };
    expect(estimatePrice(pine, dearer)).toEqual(estimatePrice(pine, DEFAULT_PRICE_LIST));
  });

  it('reads the base price, the add-ons and the range from the list', () => {
    const withHutch: PieceDesign = {
      ...walnutTable,
      furnitureType: 'desk',
      dimensions: {},
      features: ['Hutch'],
    };
    const base = estimatePrice(withHutch, DEFAULT_PRICE_LIST);
    const list = changed((l) => ({
      ...l,
      featurePrices: { ...l.featurePrices, desk: { ...l.featurePrices.desk, Hutch: 1750 } },
    })) as PriceList;
    expect(estimatePrice(withHutch, list).low).toBeGreaterThan(base.low + 800);
    const wide = changed((l) => ({ ...l, range: { low: 0.5, high: 2 } })) as PriceList;
    const widened = estimatePrice(withHutch, wide);
    expect(widened.low).toBeLessThan(base.low);
    expect(widened.high).toBeGreaterThan(base.high);
  });
});
