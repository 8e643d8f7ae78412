import type { WizardFurnitureType } from './furniture-types';

/** Shown on step 5 beside the dimension fields. */
export const SIZING_TIPS: Readonly<Record<WizardFurnitureType, readonly string[]>> = {
  table: [
    'Dining table height: 28-30 inches',
    'Coffee table height: 16-18 inches',
    'Allow about 24 inches of table length per seated person',
  ],
  desk: [
    'Desk height: 28-30 inches',
    'A depth of 24-30 inches leaves room for a monitor and keyboard',
  ],
  cabinet: [
    'Kitchen base cabinet: 24 inches deep by 34.5 inches high',
    'Wall cabinets are usually 12 inches deep',
  ],
  locker: [
    'Locker width: 12-15 inches per compartment',
    'Full-height lockers are usually 60-72 inches high',
  ],
  storage: ['Bookshelf depth: 10-12 inches holds most books', 'Leave 10-12 inches between shelves'],
};

export function sizingTipsFor(furnitureType: string): readonly string[] {
  return Object.hasOwn(SIZING_TIPS, furnitureType)
    ? SIZING_TIPS[furnitureType as WizardFurnitureType]
    : [];
}
