import { dimensionFieldsFor, type DimensionField, type DimensionKey } from '../catalog/dimensions';
import { isWizardFurnitureType, type WizardFurnitureType } from '../catalog/furniture-types';
import { parseLength } from './parse-length';
import { TYPICAL_SIZES } from './typical-sizes';

export interface DimensionLimit {
  readonly min: number;
  readonly max: number;
}

/**
 * What the workshop can build, per type and field, in inches (a count for compartments). Wide
 * enough for every piece the type covers (a coffee table is a table; so is a 12-foot harvest
 * table), narrow enough to catch a typo (84 typed as 840) or a size in the wrong unit.
 */
export const DIMENSION_LIMITS: Readonly<
  Record<WizardFurnitureType, Readonly<Partial<Record<DimensionKey, DimensionLimit>>>>
> = {
  table: {
    length: { min: 24, max: 144 },
    width: { min: 18, max: 60 },
    height: { min: 14, max: 42 },
  },
  desk: {
    width: { min: 30, max: 96 },
    depth: { min: 18, max: 48 },
    height: { min: 22, max: 48 },
  },
  cabinet: {
    width: { min: 9, max: 96 },
    depth: { min: 10, max: 30 },
    height: { min: 12, max: 96 },
  },
  locker: {
    width: { min: 9, max: 24 },
    depth: { min: 12, max: 30 },
    height: { min: 24, max: 84 },
    compartments: { min: 1, max: 12 },
  },
  storage: {
    width: { min: 12, max: 96 },
    depth: { min: 8, max: 30 },
    height: { min: 12, max: 96 },
  },
};

/** The piece each message talks about, as a visitor would name it. */
const SUBJECTS: Readonly<Record<WizardFurnitureType, string>> = {
  table: 'A table',
  desk: 'A desk',
  cabinet: 'A cabinet',
  locker: 'A locker',
  storage: 'A storage unit',
};

const ADJECTIVES: Readonly<Record<Exclude<DimensionKey, 'compartments'>, string>> = {
  length: 'long',
  width: 'wide',
  depth: 'deep',
  height: 'high',
};

/** A number as a person writes it: 34.5, not 34.50; 72, not 72.0. */
function plain(value: number): string {
  return String(Number(value.toFixed(2)));
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * The number a dimension's text holds, or null when it holds none (blank included): for a size,
 * the inches it says as a person writes them ("84", "7 ft", `6' 2"`, "213 cm"); for a count, a
 * plain whole number.
 */
export function parseDimension(
  text: string,
  unit: DimensionField['unit'] = 'inches',
): number | null {
  if (unit === 'inches') return parseLength(text);
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** The message for a size out of its type's limits, e.g. 'A table is between 24 and 144 inches long'. */
export function limitMessage(furnitureType: WizardFurnitureType, key: DimensionKey): string {
  const limit = DIMENSION_LIMITS[furnitureType][key];
  if (!limit) throw new Error(`A ${furnitureType} has no ${key}`);
  const range = `between ${plain(limit.min)} and ${plain(limit.max)}`;
  if (key === 'compartments') return `${SUBJECTS[furnitureType]} has ${range} compartments`;
  const subject =
    furnitureType === 'locker' && key === 'width'
      ? 'A locker compartment'
      : SUBJECTS[furnitureType];
  return `${subject} is ${range} inches ${ADJECTIVES[key]}`;
}

/** Why the drawing cannot use a typed size. */
export interface DimensionProblem {
  /**
   * 'unreadable': the text says no size this reads (for a count, no whole number);
   * 'outside-limits': it was read, and the workshop does not build that size of the type.
   */
  readonly kind: 'unreadable' | 'outside-limits';
  /** In the visitor's words: 'We could not read "tall" as a size', 'A table is between ...'. */
  readonly message: string;
}

/**
 * What is wrong with one typed size, or null when it is fine. A blank field is fine: every size
 * is optional, and the drawing and the price use a typical one.
 */
export function dimensionProblem(
  furnitureType: WizardFurnitureType,
  key: DimensionKey,
  text: string,
): DimensionProblem | null {
  const field = dimensionFieldsFor(furnitureType).find((candidate) => candidate.key === key);
  const limit = DIMENSION_LIMITS[furnitureType][key];
  if (!field || !limit) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = parseDimension(trimmed, field.unit);
  if (value === null) {
    const example = plain(TYPICAL_SIZES[furnitureType][key]?.value ?? limit.min);
    const message =
      field.unit === 'count'
        ? `${field.descriptionLabel} must be a whole number, like ${example}`
        : `We could not read "${trimmed}" as a size`;
    return { kind: 'unreadable', message };
  }
  return value < limit.min || value > limit.max
    ? { kind: 'outside-limits', message: limitMessage(furnitureType, key) }
    : null;
}

/** Every problem of a design's sizes, by field; empty when all are fine. */
export function dimensionProblems(
  furnitureType: string,
  dimensions: Readonly<Partial<Record<DimensionKey, string>>>,
): Partial<Record<DimensionKey, DimensionProblem>> {
  if (!isWizardFurnitureType(furnitureType)) return {};
  const problems: Partial<Record<DimensionKey, DimensionProblem>> = {};
  for (const field of dimensionFieldsFor(furnitureType)) {
    const problem = dimensionProblem(furnitureType, field.key, dimensions[field.key] ?? '');
    if (problem) problems[field.key] = problem;
  }
  return problems;
}
