import { z } from 'zod';
import {
  EXTENDABLE,
  isLeafCount,
  isLeafLength,
  isTableBase,
  LEAF_LENGTH_LIMITS,
  TABLE_BASES,
  type LeafCount,
  type TableBase,
} from '../piece/table-options';

export const BASE_MESSAGE = `Base must be one of: ${TABLE_BASES.join(', ')}`;
export const LEAF_COUNT_MESSAGE = 'Leaves must be a whole number from 0 to 3';
export const LEAF_LENGTH_MESSAGE = `Leaf length must be a number of inches from ${LEAF_LENGTH_LIMITS.min} to ${LEAF_LENGTH_LIMITS.max}`;
export const ONLY_TABLES_MESSAGE = 'Only a table has a base and leaves';
export const EXTENDABLE_NEEDS_LEAVES_MESSAGE =
  'An extendable table has 1 to 3 leaves: take off Extendable for none';

/**
 * A number sent as JSON or as the text of a form field; null, absent and blank are not given.
 * Anything else that is not a plain decimal is refused with `message`.
 */
const numberField = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx): number | undefined => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string' && value.trim() === '') return undefined;
      const number =
        typeof value === 'number'
          ? value
          : /^\d+(\.\d+)?$/.test(value.trim())
            ? Number(value)
            : NaN;
      if (Number.isFinite(number)) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** The table's options as a draft and a quoted design take them, beside the wizard's fields. */
export const tableOptionFields = {
  base: z
    .string({ error: BASE_MESSAGE })
    .trim()
    .nullish()
    .transform((value, ctx): TableBase | undefined => {
      if (value === null || value === undefined || value === '') return undefined;
      if (isTableBase(value)) return value;
      ctx.addIssue({ code: 'custom', message: BASE_MESSAGE });
      return z.NEVER;
    }),
  leafCount: numberField(LEAF_COUNT_MESSAGE).refine(
    (value) => value === undefined || isLeafCount(value),
    { error: LEAF_COUNT_MESSAGE },
  ),
  leafLength: numberField(LEAF_LENGTH_MESSAGE).refine(
    (value) => value === undefined || isLeafLength(value),
    { error: LEAF_LENGTH_MESSAGE },
  ),
};

interface TableOptionInput {
  readonly furnitureType: string;
  readonly features: readonly string[];
  readonly base?: TableBase | undefined;
  readonly leafCount?: number | undefined;
  readonly leafLength?: number | undefined;
}

export interface CheckedTableOptions {
  readonly features: readonly string[];
  readonly base?: TableBase;
  readonly leafCount?: LeafCount;
  readonly leafLength?: number;
}

/**
 * The options only a table has, checked against its type and its features. Leaves make the
 * table Extendable (the feature is added when missing); Extendable with no leaves says two
 * things at once and is refused.
 */
export function checkTableOptions(
  design: TableOptionInput,
  ctx: z.RefinementCtx,
): CheckedTableOptions {
  const given = (['base', 'leafCount', 'leafLength'] as const).filter(
    (key) => design[key] !== undefined,
  );
  if (design.furnitureType !== 'table') {
    for (const key of given)
      ctx.addIssue({ code: 'custom', path: [key], message: ONLY_TABLES_MESSAGE });
    return { features: design.features };
  }
  const leafCount = isLeafCount(design.leafCount) ? design.leafCount : undefined;
  const extendable = design.features.includes(EXTENDABLE);
  if (leafCount === 0 && extendable) {
    ctx.addIssue({ code: 'custom', path: ['leafCount'], message: EXTENDABLE_NEEDS_LEAVES_MESSAGE });
  }
  return {
    features:
      leafCount !== undefined && leafCount > 0 && !extendable
        ? [...design.features, EXTENDABLE]
        : design.features,
    ...(design.base === undefined ? {} : { base: design.base }),
    ...(leafCount === undefined ? {} : { leafCount }),
    ...(design.leafLength === undefined ? {} : { leafLength: design.leafLength }),
  };
}
