/**
 * Sizes are free text ("72", "six feet"), kept as typed; only their length is bounded, as every
 * stored text is.
 */
export const MAX_DIMENSION_LENGTH = 20;

export type DimensionKey = 'length' | 'width' | 'depth' | 'height' | 'compartments';

export interface DimensionField {
  readonly key: DimensionKey;
  /** Shown next to the input in the wizard. */
  readonly label: string;
  /** Used in the generated request description and the review summary. */
  readonly descriptionLabel: string;
  readonly unit: 'inches' | 'count';
}

const length: DimensionField = {
  key: 'length',
  label: 'Length (inches)',
  descriptionLabel: 'Length',
  unit: 'inches',
};
const width: DimensionField = {
  key: 'width',
  label: 'Width (inches)',
  descriptionLabel: 'Width',
  unit: 'inches',
};
const depth: DimensionField = {
  key: 'depth',
  label: 'Depth (inches)',
  descriptionLabel: 'Depth',
  unit: 'inches',
};
const height: DimensionField = {
  key: 'height',
  label: 'Height (inches)',
  descriptionLabel: 'Height',
  unit: 'inches',
};

const DEFAULT_FIELDS: readonly DimensionField[] = [width, depth, height];

const FIELDS_BY_TYPE: Readonly<Record<string, readonly DimensionField[]>> = {
  table: [length, width, height],
  cabinet: DEFAULT_FIELDS,
  desk: DEFAULT_FIELDS,
  storage: DEFAULT_FIELDS,
  locker: [
    {
      key: 'width',
      label: 'Width per Compartment (inches)',
      descriptionLabel: 'Compartment Width',
      unit: 'inches',
    },
    depth,
    height,
    {
      key: 'compartments',
      label: 'Number of Compartments',
      descriptionLabel: 'Compartments',
      unit: 'count',
    },
  ],
};

export function dimensionFieldsFor(furnitureType: string): readonly DimensionField[] {
  return Object.hasOwn(FIELDS_BY_TYPE, furnitureType)
    ? (FIELDS_BY_TYPE[furnitureType] as readonly DimensionField[])
    : DEFAULT_FIELDS;
}
