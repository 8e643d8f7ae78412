import { z } from 'zod';
import { requiredText } from './fields';

export const IMAGE_REFERENCE_MESSAGE = 'The image reference is not one this site gave out';

const OBJECT = { error: 'Expected a JSON object' } as const;

const sessionId = requiredText(
  'Session ID is required',
  100,
  'Session ID must be 100 characters or less',
);

/**
 * The reference of an image uploaded on its own for a draft: the name it is stored under.
 * Honoured only together with the session id of the draft that holds it.
 */
export const imageReferenceField = z
  .string({ error: IMAGE_REFERENCE_MESSAGE })
  .trim()
  .regex(/^[a-f0-9]{32}\.(?:jpg|png|gif)$/, { error: IMAGE_REFERENCE_MESSAGE });

/** POST /api/customizations/image: the image (a file part) and the draft it belongs to. */
export const draftImageSchema = z.object(
  {
    sessionId,
    // The draft may not be saved yet (the first save can still be on its way): the type lets
    // the upload start it.
    furnitureType: requiredText(
      'Furniture type is required',
      50,
      'Furniture type must be 50 characters or less',
    ),
  },
  OBJECT,
);
export type DraftImageInput = z.output<typeof draftImageSchema>;

/** DELETE /api/customizations/image: takes the image off its draft, if it is still that one. */
export const draftImageRemovalSchema = z.object(
  { sessionId, reference: imageReferenceField },
  OBJECT,
);
export type DraftImageRemovalInput = z.output<typeof draftImageRemovalSchema>;

/** The reference a request may name beside its session id (optional: '' and null are none). */
export const requestImageReferenceField = z
  .union([z.string(), z.null(), z.undefined()], { error: IMAGE_REFERENCE_MESSAGE })
  .transform((value) => (value ? value.trim() : ''))
  .pipe(z.union([z.literal(''), imageReferenceField]))
  .transform((value) => (value === '' ? undefined : value));
