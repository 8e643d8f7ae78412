import type { WizardFurnitureType } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
} from '../catalog/materials';
import type { PieceDesign } from '../piece/piece-design';
import { resolveSize, sizeOf, type SizeEntry } from '../piece/piece-size';
import { TYPICAL_SIZES } from '../piece/typical-sizes';
import {
  BASE_PRICES,
  FEATURE_PRICES,
  FINISH_FACTORS,
  FIXED_SHARE,
  MATERIAL_FACTORS,
  RANGE,
} from './price-catalog';

/** An indicative price range in whole US dollars. */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

/** The outer box of a piece: width (left to right), depth and height, in inches. */
function outerBox(type: WizardFurnitureType, size: (key: SizeEntry['field']['key']) => number) {
  switch (type) {
    case 'table':
      return { width: size('length'), depth: size('width'), height: size('height') };
    case 'locker':
      return {
        width: size('width') * size('compartments'),
        depth: size('depth'),
        height: size('height'),
      };
    default:
      return { width: size('width'), depth: size('depth'), height: size('height') };
  }
}

function boardArea({
  width,
  depth,
  height,
}: {
  width: number;
  depth: number;
  height: number;
}): number {
  return 2 * (width * depth + width * height + depth * height);
}

/** How the piece's size compares with the reference piece's, as a price factor. */
export function sizeFactor(type: WizardFurnitureType, size: readonly SizeEntry[]): number {
  const reference = outerBox(type, (key) => TYPICAL_SIZES[type][key]?.value ?? 0);
  const piece = outerBox(type, (key) => sizeOf(size, key));
  return FIXED_SHARE + (1 - FIXED_SHARE) * (boardArea(piece) / boardArea(reference));
}

/** The factors still possible: the chosen one, or every option of what is not chosen yet. */
function materialFactors(design: PieceDesign): number[] {
  const groups =
    design.constructionMaterial === '' ? CONSTRUCTION_MATERIALS : [design.constructionMaterial];
  const options = groups.flatMap((group) =>
    CONSTRUCTION_MATERIAL_OPTIONS[group].options.map((option) => option.value),
  );
  const chosen = options.includes(design.specificMaterial) ? [design.specificMaterial] : options;
  return chosen.map((value) => MATERIAL_FACTORS[value] ?? 1);
}

function finishFactors(design: PieceDesign): number[] {
  const groups = design.surfaceFinish === '' ? SURFACE_FINISHES : [design.surfaceFinish];
  const options = groups.flatMap((group) =>
    SURFACE_FINISH_OPTIONS[group].options.map((option) => option.value),
  );
  const chosen = options.includes(design.specificFinish) ? [design.specificFinish] : options;
  return chosen.map((value) => FINISH_FACTORS[value] ?? 1);
}

function addOns(design: PieceDesign, compartments: number): number {
  const prices = FEATURE_PRICES[design.furnitureType] ?? {};
  return design.features.reduce((sum, feature) => {
    const price = prices[feature];
    if (!price) return sum;
    return sum + price.amount * (price.per === 'compartment' ? compartments : 1);
  }, 0);
}

/** Rounded outwards: to $50 under $1,000, to $100 from there. */
function roundDown(value: number): number {
  const step = value < 1000 ? 50 : 100;
  return Math.max(step, Math.floor(value / step) * step);
}

function roundUp(value: number): number {
  const step = value < 1000 ? 50 : 100;
  return Math.ceil(value / step) * step;
}

/** The indicative price of a design, from the workshop's price list (price-catalog.ts). */
export function estimatePrice(design: PieceDesign): PriceRange {
  const size = resolveSize(design.furnitureType, design.dimensions);
  const base = BASE_PRICES[design.furnitureType] * sizeFactor(design.furnitureType, size);
  const compartments = design.furnitureType === 'locker' ? sizeOf(size, 'compartments') : 1;
  const extras = addOns(design, compartments);
  const materials = materialFactors(design);
  const finishes = finishFactors(design);
  const cheapest = base * Math.min(...materials) * Math.min(...finishes) + extras;
  const dearest = base * Math.max(...materials) * Math.max(...finishes) + extras;
  const low = roundDown(cheapest * RANGE.low);
  return { low, high: Math.max(low + 50, roundUp(dearest * RANGE.high)) };
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$2,400 – $3,100' (an en dash between), as the wizard shows it and the draft keeps it. */
export function formatPriceRange(range: PriceRange): string {
  return `${DOLLARS.format(range.low)} – ${DOLLARS.format(range.high)}`;
}
