import { dimensionFieldsFor, type DimensionField } from '../catalog/dimensions';
import { sizeForReader, type SizeWording } from '../piece/size-for-reader';

export interface DimensionEntry {
  readonly field: DimensionField;
  readonly value: string;
}

export type DimensionSummary =
  | { readonly kind: 'dimensions'; readonly entries: readonly DimensionEntry[] }
  | { readonly kind: 'none'; readonly message: 'No dimensions specified' }
  | { readonly kind: 'invalid'; readonly message: 'Invalid dimension data' };

/** The filled-in dimensions of a piece, in the order its fields are shown. */
export function dimensionEntries(
  dimensions: Readonly<Record<string, unknown>>,
  furnitureType: string,
): DimensionEntry[] {
  return dimensionFieldsFor(furnitureType).flatMap((field) => {
    const raw = dimensions[field.key];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    return value === '' ? [] : [{ field, value }];
  });
}

/**
 * 'Length: 72 inches', or 'Compartments: 4' for a count. A size typed with a unit gives the
 * inches understood and the text as typed ('Length: 84 inches (7 ft)'); one in words reads as
 * typed ('Length: six feet'): sizes are free text, and 'six feet inches' says something else.
 */
export function formatDimension(
  { field, value }: DimensionEntry,
  wording: SizeWording = 'inches and as typed',
): string {
  const shown = field.unit === 'inches' ? sizeForReader(value, 'inches', wording) : value;
  return `${field.descriptionLabel}: ${shown}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The review step's reading of the stored dimensions JSON text. */
export function summarizeDimensions(
  dimensionsJson: string,
  furnitureType: string,
): DimensionSummary {
  const none = { kind: 'none', message: 'No dimensions specified' } as const;
  if (dimensionsJson.trim() === '') return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(dimensionsJson);
  } catch {
    return { kind: 'invalid', message: 'Invalid dimension data' };
  }
  if (!isPlainObject(parsed)) return { kind: 'invalid', message: 'Invalid dimension data' };
  const entries = dimensionEntries(parsed, furnitureType);
  return entries.length === 0 ? none : { kind: 'dimensions', entries };
}
