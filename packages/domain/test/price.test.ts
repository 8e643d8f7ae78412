import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  DIMENSION_LIMITS,
  dimensionFieldsFor,
  DEFAULT_PRICE_LIST,
  estimatePrice as estimateWith,
  FEATURES_BY_TYPE,
  formatPriceRange,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  WIZARD_FURNITURE_TYPES,
  type DimensionKey,
  type PieceDesign,
  type WizardFurnitureType,
} from '../src';

const {
  basePrices: BASE_PRICES,
  featurePrices: FEATURE_PRICES,
  finishFactors: FINISH_FACTORS,
  materialFactors: MATERIAL_FACTORS,
} = DEFAULT_PRICE_LIST;
const estimatePrice = (piece: PieceDesign) => estimateWith(piece, DEFAULT_PRICE_LIST);

const MATERIALS = CONSTRUCTION_MATERIALS.flatMap((construction) =>
  CONSTRUCTION_MATERIAL_OPTIONS[construction].options.map((option) => ({
    constructionMaterial: construction,
    specificMaterial: option.value,
  })),
);
const FINISHES = SURFACE_FINISHES.flatMap((finish) =>
  SURFACE_FINISH_OPTIONS[finish].options.map((option) => ({
    surfaceFinish: finish,
    specificFinish: option.value,
  })),
);

function design(
  furnitureType: WizardFurnitureType,
  changes: Partial<PieceDesign> = {},
): PieceDesign {
  return {
    furnitureType,
    style: '',
    constructionMaterial: '',
    specificMaterial: '',
    surfaceFinish: '',
    specificFinish: '',
    dimensions: {},
    features: [],
    ...changes,
  };
}

/** A complete design: a type, a material, a finish, sizes within the rules, some features. */
const arbitraryDesign: fc.Arbitrary<PieceDesign> = fc
  .constantFrom(...WIZARD_FURNITURE_TYPES)
  .chain((type) =>
    fc.record({
      furnitureType: fc.constant(type),
      style: fc.constant('' as const),
      material: fc.constantFrom(...MATERIALS),
      finish: fc.constantFrom(...FINISHES),
      features: fc.subarray([...FEATURES_BY_TYPE[type]]),
      dimensions: sizesOf(type),
    }),
  )
  .map(({ material, finish, ...rest }) => ({ ...rest, ...material, ...finish }));

function sizesOf(type: WizardFurnitureType) {
  const fields = Object.fromEntries(
    dimensionFieldsFor(type).map((field) => {
      const limit = DIMENSION_LIMITS[type][field.key]!;
      const value =
        field.unit === 'count'
          ? fc.integer({ min: limit.min, max: limit.max })
          : fc.integer({ min: limit.min * 2, max: limit.max * 2 }).map((half) => half / 2);
      return [field.key, value.map(String)];
    }),
  );
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<
    Partial<Record<DimensionKey, string>>
  >;
}

describe('the indicative price', () => {
  it('is a positive range of whole dollars for every design', () => {
    fc.assert(
      fc.property(arbitraryDesign, (piece) => {
        const { low, high } = estimatePrice(piece);
        expect(Number.isInteger(low)).toBe(true);
        expect(Number.isInteger(high)).toBe(true);
        expect(low).toBeGreaterThan(0);
        expect(high).toBeGreaterThan(low);
        expect(low % 50).toBe(0);
        expect(high % 50).toBe(0);
      }),
    );
  });

  it('grows with size: a piece larger in any one size never costs less, and much larger costs more', () => {
    fc.assert(
      fc.property(
        arbitraryDesign,
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (piece, fieldIndex, share) => {
          const fields = dimensionFieldsFor(piece.furnitureType);
          const field = fields[fieldIndex % fields.length]!;
          const limit = DIMENSION_LIMITS[piece.furnitureType][field.key]!;
          const small = field.unit === 'count' ? limit.min : limit.min;
          const large =
            field.unit === 'count'
              ? Math.max(limit.min + 1, Math.round(limit.min + share * (limit.max - limit.min)))
              : limit.min + Math.max(1, share * (limit.max - limit.min));
          const at = (value: number) =>
            estimatePrice({
              ...piece,
              dimensions: { ...piece.dimensions, [field.key]: String(value) },
            });
          expect(at(large).low).toBeGreaterThanOrEqual(at(small).low);
          expect(at(large).high).toBeGreaterThanOrEqual(at(small).high);
          expect(at(limit.max).high).toBeGreaterThan(at(limit.min).high);
        },
      ),
    );
  });

  it('grows with dearer materials and finishes', () => {
    fc.assert(
      fc.property(
        arbitraryDesign,
        fc.constantFrom(...MATERIALS),
        fc.constantFrom(...MATERIALS),
        (piece, first, second) => {
          const [cheap, dear] =
            MATERIAL_FACTORS[first.specificMaterial]! <= MATERIAL_FACTORS[second.specificMaterial]!
              ? [first, second]
              : [second, first];
          const cheaper = estimatePrice({ ...piece, ...cheap });
          const dearer = estimatePrice({ ...piece, ...dear });
          expect(dearer.low).toBeGreaterThanOrEqual(cheaper.low);
          expect(dearer.high).toBeGreaterThanOrEqual(cheaper.high);
        },
      ),
    );
    fc.assert(
      fc.property(
        arbitraryDesign,
        fc.constantFrom(...FINISHES),
        fc.constantFrom(...FINISHES),
        (piece, a, b) => {
          const [plain, fancy] =
            FINISH_FACTORS[a.specificFinish]! <= FINISH_FACTORS[b.specificFinish]!
              ? [a, b]
              : [b, a];
          expect(estimatePrice({ ...piece, ...fancy }).high).toBeGreaterThanOrEqual(
            estimatePrice({ ...piece, ...plain }).high,
          );
        },
      ),
    );
  });

  it('walnut costs clearly more than pine for the same table', () => {
    const table = design('table', {
      dimensions: { length: '84', width: '40', height: '30' },
      constructionMaterial: 'solid-wood',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
    });
    const pine = estimatePrice({ ...table, specificMaterial: 'pine' });
    const walnut = estimatePrice({ ...table, specificMaterial: 'walnut' });
    expect(walnut.low).toBeGreaterThan(pine.high);
  });

  it('yields a range for every combination of the catalog: type, material, finish and each feature', () => {
    let combinations = 0;
    for (const type of WIZARD_FURNITURE_TYPES) {
      for (const material of MATERIALS) {
        for (const finish of FINISHES) {
          for (const features of [
            [],
            ...FEATURES_BY_TYPE[type].map((feature) => [feature]),
            FEATURES_BY_TYPE[type],
          ]) {
            const { low, high } = estimatePrice(design(type, { ...material, ...finish, features }));
            expect(low).toBeGreaterThan(0);
            expect(high).toBeGreaterThan(low);
            combinations += 1;
          }
        }
      }
    }
    expect(combinations).toBe(5 * 15 * 13 * 7);
  });

  it('prices every option of the catalog: no material, finish or feature falls back to a guess', () => {
    for (const { specificMaterial } of MATERIALS)
      expect(MATERIAL_FACTORS[specificMaterial]).toBeGreaterThan(0);
    for (const { specificFinish } of FINISHES)
      expect(FINISH_FACTORS[specificFinish]).toBeGreaterThan(0);
    for (const type of WIZARD_FURNITURE_TYPES) {
      expect(BASE_PRICES[type]).toBeGreaterThan(0);
      for (const feature of FEATURES_BY_TYPE[type]) {
        expect(FEATURE_PRICES[type]?.[feature], `${type}: ${feature}`).toBeGreaterThan(0);
      }
    }
  });

  it('covers every material still open while none is chosen', () => {
    const open = estimatePrice(design('desk'));
    const cheapest = estimatePrice(
      design('desk', {
        constructionMaterial: 'mcp',
        specificMaterial: 'white-melamine',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
      }),
    );
    const dearest = estimatePrice(
      design('desk', {
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'painted',
        specificFinish: 'high-gloss-paint',
      }),
    );
    expect(open.low).toBe(cheapest.low);
    expect(open.high).toBe(dearest.high);
    const solidWood = estimatePrice(design('desk', { constructionMaterial: 'solid-wood' }));
    expect(solidWood.low).toBeGreaterThan(open.low);
    expect(solidWood.high).toBe(open.high);
  });

  it('adds a locker feature for every compartment', () => {
    const locker = (compartments: string, features: string[]) =>
      estimatePrice(
        design('locker', {
          constructionMaterial: 'mcp',
          specificMaterial: 'white-melamine',
          surfaceFinish: 'laminated',
          specificFinish: 'solid-color-laminate',
          dimensions: { compartments },
          features,
        }),
      );
    const withLocks = locker('10', ['Master Key System']);
    const without = locker('10', []);
    expect(withLocks.low - without.low).toBeGreaterThanOrEqual(350);
  });

  it('reads as dollars with an en dash', () => {
    expect(formatPriceRange({ low: 2400, high: 3100 })).toBe('$2,400 – $3,100');
    expect(formatPriceRange({ low: 650, high: 12500 })).toBe('$650 – $12,500');
  });
});
