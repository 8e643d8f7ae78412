import { z } from 'zod';
import { MAX_DIMENSION_LENGTH } from '../catalog/dimensions';
import type { DimensionKey } from '../catalog/dimensions';
import { featuresFor } from '../catalog/features';
import {
  furnitureTypeLabel,
  isWizardFurnitureType,
  WIZARD_FURNITURE_TYPES,
} from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  isConstructionMaterial,
  isSurfaceFinish,
  SURFACE_FINISH_OPTIONS,
} from '../catalog/materials';
import { stylesFor, type Style } from '../catalog/styles';
import { readSizes } from '../piece/piece-design';
import type { QuotedDesign } from '../piece/quoted-design';
import { NOTES_MAX_LENGTH, optionalText, requiredText } from './fields';
import { tableOptionsOf } from '../piece/table-options';
import { checkTableOptions, tableOptionFields } from './table-options-fields';

const featuresField = z
  .union([z.string(), z.array(z.string())], { error: 'Features must be a list of text' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'Features must be a list of text' });
    return z.NEVER;
  })
  .pipe(
    z
      .array(z.string().trim().max(100, { error: 'Each feature must be 100 characters or less' }))
      .max(20, { error: 'At most 20 features can be chosen' }),
  );

const completedField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: "Completed must be 'true' or 'false'" })
  .nullish()
  .transform((value) => value === true || value === 'true');

export const DIMENSIONS_FORMAT_MESSAGE =
  'Dimensions must be a JSON object of sizes as text, like {"width":"30"}';

const DIMENSION_TOO_LONG = `Each size must be ${MAX_DIMENSION_LENGTH} characters or less`;

const text = (name: string, max = 200) =>
  optionalText(max, `${name} must be ${max} characters or less`);

/** The design's fields, as the wizard saves them and as a quote pins them. */
const designFields = {
  furnitureType: requiredText(
    'Furniture type is required',
    50,
    'Furniture type must be 50 characters or less',
  ),
  style: text('Style', 50),
  constructionMaterial: text('Construction material', 50),
  specificMaterial: text('Specific material', 50),
  surfaceFinish: text('Surface finish', 50),
  specificFinish: text('Specific finish', 50),
  dimensions: text('Dimensions', 1000),
  features: featuresField,
  hardware: text('Hardware'),
  ...tableOptionFields,
};
const notesField = text('Notes', NOTES_MAX_LENGTH);

/** The sizes as JSON text of an object of sizes, each no longer than a size may be. */
function checkDimensions(
  dimensions: string | undefined,
  ctx: z.RefinementCtx,
): Partial<Record<DimensionKey, string>> {
  // Sizes are free text (spec section 5): a size outside the type's rules is advice on the
  // wizard's step 5 and the admin's card, never a refusal. Only their length is bounded.
  if (dimensions === undefined) return {};
  const sizes = readSizes(dimensions);
  if (!sizes) {
    ctx.addIssue({ code: 'custom', path: ['dimensions'], message: DIMENSIONS_FORMAT_MESSAGE });
    return {};
  }
  for (const [key, size] of Object.entries(sizes)) {
    if (size.length > MAX_DIMENSION_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['dimensions', key], message: DIMENSION_TOO_LONG });
    }
  }
  return sizes;
}

/** A wizard draft, saved on Next for steps 1-7. Values are kept as the visitor typed them. */
export const customizationSchema = z
  .object(
    {
      sessionId: requiredText(
        'Session ID is required',
        100,
        'Session ID must be 100 characters or less',
      ),
      ...designFields,
      upholstery: text('Upholstery'),
      notes: notesField,
      fullName: text('Full name', 100),
      email: text('Email', 254),
      phone: text('Phone number', 40),
      timeline: text('Timeline', 50),
      completed: completedField,
    },
    { error: 'Expected a JSON object' },
  )
  .transform((draft, ctx) => {
    checkDimensions(draft.dimensions, ctx);
    return { ...draft, ...checkTableOptions(draft, ctx) };
  });
export type CustomizationInput = z.output<typeof customizationSchema>;

export const DESIGN_TYPE_MESSAGE = `Furniture type must be one of: ${WIZARD_FURNITURE_TYPES.join(', ')}`;

/**
 * A design the workshop quotes, in the wizard's fields and rules: the dimensions may come as
 * the wizard's JSON text or as an object of sizes. Unlike a draft, every choice must be one the
 * catalog offers for the type, since the workshop picks them from it.
 */
export const quotedDesignSchema = z
  .preprocess(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'dimensions' in value &&
      typeof value.dimensions === 'object' &&
      value.dimensions !== null
        ? { ...value, dimensions: JSON.stringify(value.dimensions) }
        : value,
    z.object({ ...designFields, notes: notesField }, { error: 'Design must be a JSON object' }),
  )
  .transform((design, ctx): QuotedDesign => {
    const dimensions = checkDimensions(design.dimensions, ctx);
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const type = design.furnitureType;
    if (!isWizardFurnitureType(type)) return issue('furnitureType', DESIGN_TYPE_MESSAGE);
    const label = furnitureTypeLabel(type).toLowerCase();
    const style = design.style ?? '';
    if (style !== '' && !stylesFor(type).some((offered) => offered === style)) {
      return issue('style', `Style must be one offered for a ${label}`);
    }
    const construction = design.constructionMaterial ?? '';
    if (construction !== '' && !isConstructionMaterial(construction)) {
      return issue('constructionMaterial', 'Construction material is not one of the catalog');
    }
    const material = design.specificMaterial ?? '';
    if (
      material !== '' &&
      (construction === '' ||
        !CONSTRUCTION_MATERIAL_OPTIONS[construction].options.some((o) => o.value === material))
    ) {
      return issue('specificMaterial', 'Specific material is not one of its construction material');
    }
    const finish = design.surfaceFinish ?? '';
    if (finish !== '' && !isSurfaceFinish(finish)) {
      return issue('surfaceFinish', 'Surface finish is not one of the catalog');
    }
    const specificFinish = design.specificFinish ?? '';
    if (
      specificFinish !== '' &&
      (finish === '' ||
        !SURFACE_FINISH_OPTIONS[finish].options.some((o) => o.value === specificFinish))
    ) {
      return issue('specificFinish', 'Specific finish is not one of its surface finish');
    }
    const offered = featuresFor(type);
    const unknown = design.features.find((feature) => !offered.includes(feature));
    if (unknown !== undefined) {
      return issue('features', `${unknown} is not a feature offered for a ${label}`);
    }
    const table = checkTableOptions(design, ctx);
    const features = [...new Set(table.features)];
    return {
      furnitureType: type,
      style: style as Style | '',
      constructionMaterial: construction,
      specificMaterial: material,
      surfaceFinish: finish,
      specificFinish,
      dimensions,
      features,
      // A table's options are pinned whole: what the customer signs does not lean on defaults.
      ...(type === 'table' ? tableOptionsOf({ ...table, furnitureType: type, features }) : {}),
      hardware: design.hardware ?? '',
      notes: design.notes ?? '',
    };
  });
