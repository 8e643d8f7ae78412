import type { WizardFurnitureType } from './furniture-types';

export const FEATURES_BY_TYPE: Readonly<Record<WizardFurnitureType, readonly string[]>> = {
  table: ['Extendable', 'Storage Drawers', 'Glass Top', 'Metal Legs', 'Live Edge'],
  desk: ['Drawers', 'Keyboard Tray', 'Cable Management', 'Hutch', 'L-Shaped'],
  cabinet: [
    'Soft-Close Doors',
    'Adjustable Shelves',
    'Glass Panels',
    'Pull-Out Drawers',
    'Crown Molding',
  ],
  locker: [
    'Ventilation Slots',
    'Master Key System',
    'Number Plates',
    'Coat Hooks',
    'Padlock Compatible',
  ],
  storage: [
    'Adjustable Shelves',
    'Soft-Close Doors',
    'Glass Panels',
    'Lighting',
    'Hidden Compartments',
  ],
};

/** Features offered for a type; a type outside the wizard's five has none. */
export function featuresFor(furnitureType: string): readonly string[] {
  return Object.hasOwn(FEATURES_BY_TYPE, furnitureType)
    ? FEATURES_BY_TYPE[furnitureType as WizardFurnitureType]
    : [];
}
