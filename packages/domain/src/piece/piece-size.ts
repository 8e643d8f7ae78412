import { dimensionFieldsFor, type DimensionField, type DimensionKey } from '../catalog/dimensions';
import type { WizardFurnitureType } from '../catalog/furniture-types';
import { dimensionProblem, parseDimension } from './dimension-rules';
import { typicalSize } from './typical-sizes';

/** One size of the piece as the drawing and the price use it. */
export interface SizeEntry {
  readonly field: DimensionField;
  readonly value: number;
  /** True when the visitor has not given a usable size and the typical one stands in. */
  readonly typical: boolean;
}

/** Every size of the type, in the order of its fields: as typed when usable, else typical. */
export function resolveSize(
  furnitureType: WizardFurnitureType,
  dimensions: Readonly<Partial<Record<DimensionKey, string>>>,
): readonly SizeEntry[] {
  return dimensionFieldsFor(furnitureType).map((field) => {
    const text = dimensions[field.key] ?? '';
    const value = parseDimension(text, field.unit);
    const usable = value !== null && dimensionProblem(furnitureType, field.key, text) === null;
    return usable
      ? { field, value, typical: false }
      : { field, value: typicalSize(furnitureType, field.key), typical: true };
  });
}

/** The value of one size from a resolved list. */
export function sizeOf(size: readonly SizeEntry[], key: DimensionKey): number {
  const entry = size.find((candidate) => candidate.field.key === key);
  if (!entry) throw new Error(`No ${key} in this piece's sizes`);
  return entry.value;
}
