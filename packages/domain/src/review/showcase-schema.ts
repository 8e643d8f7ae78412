import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';

/** The customer's answer: may the workshop show their finished piece (never their name)? */
export const showcaseConsentSchema = z.object(
  { allowed: z.boolean({ error: 'Please answer yes or no' }) },
  { error: 'Expected a JSON object' },
);

export const PIECE_TITLE_MAX_LENGTH = 80;
export const PIECE_TEXT_MAX_LENGTH = 200;
export const MAX_PIECE_PHOTOS = 12;
export const NO_CONSENT_MESSAGE = 'The customer has not agreed to show this piece.';

/** A finished piece turned into a portfolio entry: a title, a line of text, which photos. */
export const publishPieceSchema = z.object(
  {
    title: requiredText(
      'Please give the piece a title',
      PIECE_TITLE_MAX_LENGTH,
      `Title must be ${PIECE_TITLE_MAX_LENGTH} characters or less`,
    ),
    text: optionalText(
      PIECE_TEXT_MAX_LENGTH,
      `Text must be ${PIECE_TEXT_MAX_LENGTH} characters or less`,
    ),
    photos: z
      .array(
        z.object({
          updateId: z.number().int().positive(),
          n: z.number().int().min(1).max(6),
        }),
        { error: 'Please choose the photos to show' },
      )
      .min(1, { error: 'Please choose at least one photo' })
      .max(MAX_PIECE_PHOTOS, { error: `At most ${MAX_PIECE_PHOTOS} photos can be shown` }),
  },
  { error: 'Expected a JSON object' },
);
export type PublishPieceInput = z.output<typeof publishPieceSchema>;
