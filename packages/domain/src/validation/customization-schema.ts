import { z } from 'zod';
import { MAX_DIMENSION_LENGTH } from '../catalog/dimensions';
import { readSizes } from '../piece/piece-design';
import { optionalText, requiredText } from './fields';
import { NOTES_MAX_LENGTH } from './request-schema';

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

/** A wizard draft, saved on Next for steps 1-7. Values are kept as the visitor typed them. */
export const customizationSchema = z
  .object(
    {
      sessionId: requiredText(
        'Session ID is required',
        100,
        'Session ID must be 100 characters or less',
      ),
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
      upholstery: text('Upholstery'),
      notes: text('Notes', NOTES_MAX_LENGTH),
      fullName: text('Full name', 100),
      email: text('Email', 254),
      phone: text('Phone number', 40),
      timeline: text('Timeline', 50),
      completed: completedField,
    },
    { error: 'Expected a JSON object' },
  )
  .superRefine((draft, ctx) => {
    // Sizes are free text (spec section 5): a size outside the type's rules is advice on the
    // wizard's step 5 and the admin's card, never a refusal. Only their length is bounded.
    if (draft.dimensions === undefined) return;
    const sizes = readSizes(draft.dimensions);
    if (!sizes) {
      ctx.addIssue({ code: 'custom', path: ['dimensions'], message: DIMENSIONS_FORMAT_MESSAGE });
      return;
    }
    for (const [key, size] of Object.entries(sizes)) {
      if (size.length > MAX_DIMENSION_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['dimensions', key], message: DIMENSION_TOO_LONG });
      }
    }
  });
export type CustomizationInput = z.output<typeof customizationSchema>;
