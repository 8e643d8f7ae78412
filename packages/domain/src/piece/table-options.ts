/** What a table stands on: four legs, two trestle ends joined by a stretcher, or one pedestal. */
export const TABLE_BASES = ['legs', 'trestle', 'pedestal'] as const;
export type TableBase = (typeof TABLE_BASES)[number];

export const TABLE_BASE_OPTIONS: Readonly<
  Record<TableBase, { readonly name: string; readonly description: string }>
> = {
  legs: { name: 'Four legs', description: 'A leg at each corner, joined by aprons' },
  trestle: {
    name: 'Trestle base',
    description: 'Two trestle ends and a stretcher: room for chairs at the corners',
  },
  pedestal: {
    name: 'Pedestal base',
    description: 'One central column on a foot: no legs in the way',
  },
};

export const isTableBase = (value: unknown): value is TableBase =>
  typeof value === 'string' && (TABLE_BASES as readonly string[]).includes(value);

/** How many leaves an extendable table takes: none, or up to three. */
export const LEAF_COUNTS = [0, 1, 2, 3] as const;
export type LeafCount = (typeof LEAF_COUNTS)[number];

export const isLeafCount = (value: unknown): value is LeafCount =>
  typeof value === 'number' && (LEAF_COUNTS as readonly number[]).includes(value);

/** The leaf an extendable table saved before leaves were counted is drawn and priced with. */
export const TYPICAL_LEAF_LENGTH = 18;

/** A leaf shorter than this is a filler strip, longer is a second table: neither is a leaf. */
export const LEAF_LENGTH_LIMITS = { min: 6, max: 36 } as const;

/** The lengths the wizard and the quote dialog offer, in inches. */
export const LEAF_LENGTH_CHOICES: readonly number[] = [12, 15, 18, 20, 22, 24];

export const isLeafLength = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= LEAF_LENGTH_LIMITS.min &&
  value <= LEAF_LENGTH_LIMITS.max;

/** The feature a table with leaves has; the spec's checklist names it. */
export const EXTENDABLE = 'Extendable';

/** A table's options as the drawing and the price read them, every default filled in. */
export interface TableOptions {
  readonly base: TableBase;
  readonly leafCount: LeafCount;
  /** Inches, each leaf. */
  readonly leafLength: number;
}

/** The table options a design may carry; absent ones read as their defaults. */
export interface TableChoices {
  readonly furnitureType: string;
  readonly features: readonly string[];
  readonly base?: TableBase | undefined;
  readonly leafCount?: LeafCount | undefined;
  readonly leafLength?: number | undefined;
}

/**
 * A table's options with their defaults: four legs, and no leaves unless it is Extendable, when
 * a design saved before leaves were counted has one leaf of the typical length.
 */
export function tableOptionsOf(design: TableChoices): TableOptions {
  const extendable = design.features.includes(EXTENDABLE);
  return {
    base: design.base ?? 'legs',
    leafCount: design.leafCount ?? (extendable ? 1 : 0),
    leafLength: design.leafLength ?? TYPICAL_LEAF_LENGTH,
  };
}

/**
 * Leaves and the Extendable feature say the same thing, so they change together: leaves make
 * the table Extendable, none take the feature off.
 */
export function withLeafCount<D extends TableChoices>(design: D, leafCount: LeafCount): D {
  const extendable = design.features.includes(EXTENDABLE);
  const features =
    leafCount === 0
      ? design.features.filter((feature) => feature !== EXTENDABLE)
      : extendable
        ? design.features
        : [...design.features, EXTENDABLE];
  return { ...design, leafCount, features };
}

/**
 * A feature ticked or unticked. On a table, Extendable brings a leaf (when it had none) and
 * taking it off takes the leaves with it.
 */
export function withFeatureToggled<D extends TableChoices>(design: D, feature: string): D {
  const chosen = design.features.includes(feature);
  if (design.furnitureType === 'table' && feature === EXTENDABLE) {
    const count = tableOptionsOf(design).leafCount;
    return withLeafCount(design, chosen ? 0 : count > 0 ? count : 1);
  }
  return {
    ...design,
    features: chosen
      ? design.features.filter((other) => other !== feature)
      : [...design.features, feature],
  };
}

/** "2 leaves of 18 in", "1 leaf of 15.5 in"; '' for none. */
export function leavesText(options: TableOptions, unit: 'in' | 'inches' = 'in'): string {
  if (options.leafCount === 0) return '';
  const length = `${Number(options.leafLength.toFixed(2))} ${unit}`;
  return `${options.leafCount} ${options.leafCount === 1 ? 'leaf' : 'leaves'} of ${length}`;
}
