/** The five pieces the wizard offers on step 1. */
export const WIZARD_FURNITURE_TYPES = ['table', 'desk', 'cabinet', 'locker', 'storage'] as const;
export type WizardFurnitureType = (typeof WIZARD_FURNITURE_TYPES)[number];

export interface WizardFurnitureTypeOption {
  readonly value: WizardFurnitureType;
  readonly name: string;
  readonly description: string;
  readonly example: string;
}

export const WIZARD_FURNITURE_TYPE_OPTIONS: readonly WizardFurnitureTypeOption[] = [
  {
    value: 'table',
    name: 'Table',
    description: 'Dining, coffee and side tables built to gather around.',
    example: 'Dining table',
  },
  {
    value: 'desk',
    name: 'Desk',
    description: 'Writing and office desks made for long days of work.',
    example: 'Executive desk',
  },
  {
    value: 'cabinet',
    name: 'Cabinet',
    description: 'Kitchen, bathroom and display cabinets fitted to your space.',
    example: 'Kitchen cabinet',
  },
  {
    value: 'locker',
    name: 'Locker',
    description: 'Sturdy lockers for gyms, schools, offices and mudrooms.',
    example: 'Gym locker',
  },
  {
    value: 'storage',
    name: 'Storage',
    description: 'Bookshelves, wardrobes and storage units for every room.',
    example: 'Bookshelf',
  },
];

/** The furniture types a project request may carry (the request form's list). */
export const REQUEST_FURNITURE_TYPES = [
  'table',
  'cabinet',
  'bookshelf',
  'bed',
  'desk',
  'locker',
  'other',
] as const;
export type RequestFurnitureType = (typeof REQUEST_FURNITURE_TYPES)[number];

export const REQUEST_FURNITURE_TYPE_LABELS: Readonly<Record<RequestFurnitureType, string>> = {
  table: 'Table',
  cabinet: 'Cabinet',
  bookshelf: 'Bookshelf',
  bed: 'Bed',
  desk: 'Desk',
  locker: 'Locker',
  other: 'Other',
};

export function isWizardFurnitureType(value: string): value is WizardFurnitureType {
  return (WIZARD_FURNITURE_TYPES as readonly string[]).includes(value);
}

/** 'table' -> 'Table'; used wherever a type is shown by its value. */
export function furnitureTypeLabel(value: string): string {
  const known = WIZARD_FURNITURE_TYPE_OPTIONS.find((option) => option.value === value);
  if (known) return known.name;
  const requestLabel = (REQUEST_FURNITURE_TYPE_LABELS as Readonly<Record<string, string>>)[value];
  if (requestLabel) return requestLabel;
  return value.charAt(0).toUpperCase() + value.slice(1);
}
