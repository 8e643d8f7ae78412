import type { WizardFurnitureType } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
} from '../catalog/materials';
import type { PieceDesign } from '../piece/piece-design';
import { resolveSize, sizeOf, type SizeEntry } from '../piece/piece-size';
import { EXTENDABLE, tableOptionsOf } from '../piece/table-options';
import { TYPICAL_SIZES } from '../piece/typical-sizes';
import type { PriceList } from './price-list';

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
export function sizeFactor(
  type: WizardFurnitureType,
  size: readonly SizeEntry[],
  fixedShare: number,
): number {
  const reference = outerBox(type, (key) => TYPICAL_SIZES[type][key]?.value ?? 0);
  const piece = outerBox(type, (key) => sizeOf(size, key));
  return fixedShare + (1 - fixedShare) * (boardArea(piece) / boardArea(reference));
}

/** The factors still possible: the chosen one, or every option of what is not chosen yet. */
function materialFactors(design: PieceDesign, factors: PriceList['materialFactors']): number[] {
  const groups =
    design.constructionMaterial === '' ? CONSTRUCTION_MATERIALS : [design.constructionMaterial];
  const options = groups.flatMap((group) =>
    CONSTRUCTION_MATERIAL_OPTIONS[group].options.map((option) => option.value),
  );
  const chosen = options.includes(design.specificMaterial) ? [design.specificMaterial] : options;
  return chosen.map((value) => factors[value] ?? 1);
}

function finishFactors(design: PieceDesign, factors: PriceList['finishFactors']): number[] {
  const groups = design.surfaceFinish === '' ? SURFACE_FINISHES : [design.surfaceFinish];
  const options = groups.flatMap((group) =>
    SURFACE_FINISH_OPTIONS[group].options.map((option) => option.value),
  );
  const chosen = options.includes(design.specificFinish) ? [design.specificFinish] : options;
  return chosen.map((value) => factors[value] ?? 1);
}

/**
 * A locker's add-ons are for each compartment, and Extendable is for each leaf (a table saved
 * before leaves were counted has one); every other add-on is for the piece.
 */
function addOns(design: PieceDesign, list: PriceList, compartments: number): number {
  const prices = list.featurePrices[design.furnitureType] ?? {};
  const leaves = design.furnitureType === 'table' ? tableOptionsOf(design).leafCount : 0;
  return design.features.reduce((sum, feature) => {
    const each = feature === EXTENDABLE && leaves > 0 ? leaves : 1;
    return sum + (prices[feature] ?? 0) * compartments * each;
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

/** The indicative price of a design, from the workshop's current price list. */
export function estimatePrice(design: PieceDesign, list: PriceList): PriceRange {
  const size = resolveSize(design.furnitureType, design.dimensions);
  const base =
    list.basePrices[design.furnitureType] * sizeFactor(design.furnitureType, size, list.fixedShare);
  const compartments = design.furnitureType === 'locker' ? sizeOf(size, 'compartments') : 1;
  const extras = addOns(design, list, compartments);
  const materials = materialFactors(design, list.materialFactors);
  const finishes = finishFactors(design, list.finishFactors);
  const cheapest = base * Math.min(...materials) * Math.min(...finishes) + extras;
  const dearest = base * Math.max(...materials) * Math.max(...finishes) + extras;
  const low = roundDown(cheapest * list.range.low);
  return { low, high: Math.max(low + 50, roundUp(dearest * list.range.high)) };
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
