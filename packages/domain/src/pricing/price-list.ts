import { z } from 'zod';
import { FEATURES_BY_TYPE } from '../catalog/features';
import {
  WIZARD_FURNITURE_TYPE_OPTIONS,
  WIZARD_FURNITURE_TYPES,
  type WizardFurnitureType,
} from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  type CatalogOption,
} from '../catalog/materials';

/**
 * The figures the indicative price is made from (how, in price-catalog.ts). The owner edits
 * them in the admin panel; every option of the catalog has its figure, so nothing is guessed.
 */
export interface PriceList {
  /** Whole US dollars: the reference piece of each type in solid oak, oiled, no features. */
  readonly basePrices: Readonly<Record<WizardFurnitureType, number>>;
  /** The share of a price that does not grow with size, from 0 up to (not including) 1. */
  readonly fixedShare: number;
  /** Against solid oak (1.00), by material value. */
  readonly materialFactors: Readonly<Record<string, number>>;
  /** Against an oil finish (1.00), by finish value. */
  readonly finishFactors: Readonly<Record<string, number>>;
  /** Whole US dollars per feature of each type; a locker's are per compartment. */
  readonly featurePrices: Readonly<Record<WizardFurnitureType, Readonly<Record<string, number>>>>;
  /** The range shown around the figure: low at most 1, high at least 1, low under high. */
  readonly range: { readonly low: number; readonly high: number };
}

/** Every material and finish of the catalog, as the price list names them. */
export const PRICED_MATERIALS: readonly CatalogOption[] = CONSTRUCTION_MATERIALS.flatMap(
  (group) => CONSTRUCTION_MATERIAL_OPTIONS[group].options,
);
export const PRICED_FINISHES: readonly CatalogOption[] = SURFACE_FINISHES.flatMap(
  (group) => SURFACE_FINISH_OPTIONS[group].options,
);

export const MAX_BASE_PRICE = 1_000_000;
export const MAX_FEATURE_PRICE = 100_000;
export const MAX_FACTOR = 10;
export const MAX_RANGE_HIGH = 3;
export const RANGE_ORDER_MESSAGE = 'The range high must be above the range low';

const TYPE_NAMES = Object.fromEntries(
  WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => [option.value, option.name]),
) as Record<WizardFurnitureType, string>;

const dollars = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .int(`${label} must be whole dollars`)
    .min(min, min > 0 ? `${label} must be more than $0` : `${label} cannot be negative`)
    .max(max, `${label} must be at most $${max.toLocaleString('en-US')}`);

const factor = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be more than 0`)
    .max(MAX_FACTOR, `${label} must be at most ${MAX_FACTOR}`);

const eachOf = <V extends z.ZodType>(keys: readonly string[], field: (key: string) => V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, field(key)])) as Record<string, V>, {
    error: 'Expected a list of figures',
  });

/**
 * A whole price list as the owner saves it: every figure of the catalog, each checked so any
 * design still gets a positive range that grows with size and dearer choices. Unknown keys are
 * dropped, so a saved list holds only what the estimate reads.
 */
export const priceListSchema = z
  .object(
    {
      basePrices: eachOf(WIZARD_FURNITURE_TYPES, (type) =>
        dollars(`${TYPE_NAMES[type as WizardFurnitureType]} base price`, 1, MAX_BASE_PRICE),
      ),
      fixedShare: z
        .number({ error: 'Fixed share must be a number' })
        .min(0, 'Fixed share cannot be negative')
        .lt(1, 'Fixed share must be under 1, or size would not count'),
      materialFactors: eachOf(
        PRICED_MATERIALS.map((option) => option.value),
        (value) => factor(`${PRICED_MATERIALS.find((o) => o.value === value)!.name} factor`),
      ),
      finishFactors: eachOf(
        PRICED_FINISHES.map((option) => option.value),
        (value) => factor(`${PRICED_FINISHES.find((o) => o.value === value)!.name} factor`),
      ),
      featurePrices: eachOf(WIZARD_FURNITURE_TYPES, (type) =>
        eachOf(FEATURES_BY_TYPE[type as WizardFurnitureType], (feature) =>
          dollars(`${TYPE_NAMES[type as WizardFurnitureType]} ${feature}`, 0, MAX_FEATURE_PRICE),
        ),
      ),
      range: z.object(
        {
          low: z
            .number({ error: 'Range low must be a number' })
            .gt(0, 'Range low must be more than 0')
            .max(1, 'Range low must be at most 1, so the range starts at or under the figure'),
          high: z
            .number({ error: 'Range high must be a number' })
            .min(1, 'Range high must be at least 1, so the range ends at or over the figure')
            .max(MAX_RANGE_HIGH, `Range high must be at most ${MAX_RANGE_HIGH}`),
        },
        { error: 'Range is required' },
      ),
    },
    { error: 'Expected a JSON object' },
  )
  .refine((list) => list.range.low < list.range.high, {
    message: RANGE_ORDER_MESSAGE,
    path: ['range', 'high'],
  }) as unknown as z.ZodType<PriceList>; // its keys are the catalog's, as PriceList says
