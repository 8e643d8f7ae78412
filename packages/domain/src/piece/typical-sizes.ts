import type { DimensionKey } from '../catalog/dimensions';
import type { WizardFurnitureType } from '../catalog/furniture-types';

export interface TypicalSize {
  readonly value: number;
  /** Why this size: the sizing tip it comes from (step 5), or the workshop's own reason. */
  readonly source: string;
}

/**
 * The size the drawing and the price assume while a field is empty or not a usable number.
 * Taken from the sizing tips wherever a tip gives one; the rest are the pieces the workshop
 * builds most often.
 */
export const TYPICAL_SIZES: Readonly<
  Record<WizardFurnitureType, Readonly<Partial<Record<DimensionKey, TypicalSize>>>>
> = {
  table: {
    length: { value: 72, source: 'Allow about 24 inches of table length per seated person' },
    width: { value: 36, source: 'The workshop: room for plates on both sides' },
    height: { value: 29, source: 'Dining table height: 28-30 inches' },
  },
  desk: {
    width: { value: 60, source: 'The workshop: a monitor, a keyboard and room to write' },
    depth: { value: 27, source: 'A depth of 24-30 inches leaves room for a monitor and keyboard' },
    height: { value: 29, source: 'Desk height: 28-30 inches' },
  },
  cabinet: {
    width: { value: 30, source: 'The workshop: the most common base cabinet width' },
    depth: { value: 24, source: 'Kitchen base cabinet: 24 inches deep by 34.5 inches high' },
    height: { value: 34.5, source: 'Kitchen base cabinet: 24 inches deep by 34.5 inches high' },
  },
  locker: {
    width: { value: 12, source: 'Locker width: 12-15 inches per compartment' },
    depth: { value: 18, source: 'The workshop: deep enough for a coat on a hanger' },
    height: { value: 72, source: 'Full-height lockers are usually 60-72 inches high' },
    compartments: { value: 4, source: 'The workshop: a bank of four' },
  },
  storage: {
    width: { value: 36, source: 'The workshop: the widest span a shelf carries without sagging' },
    depth: { value: 12, source: 'Bookshelf depth: 10-12 inches holds most books' },
    height: { value: 72, source: 'The workshop: six shelves 12 inches apart' },
  },
};

export function typicalSize(furnitureType: WizardFurnitureType, key: DimensionKey): number {
  const size = TYPICAL_SIZES[furnitureType][key];
  if (!size) throw new Error(`A ${furnitureType} has no ${key}`);
  return size.value;
}
