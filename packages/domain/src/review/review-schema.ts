import { z } from 'zod';
import { requiredText } from '../validation/fields';

export const REVIEW_TEXT_MAX_LENGTH = 600;
export const REVIEW_RATING_MESSAGE = 'Please give 1 to 5 stars';
export const REVIEW_TEXT_REQUIRED_MESSAGE = 'Please write a few words about your piece';
export const REVIEW_TEXT_TOO_LONG_MESSAGE = `Your review must be ${REVIEW_TEXT_MAX_LENGTH} characters or less`;

/**
 * Where a review stands: a new or edited one waits for the workshop, which shows it or keeps it
 * hidden. Only a shown one is on the landing.
 */
export const REVIEW_STATUSES = ['awaiting_approval', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A customer's review of their finished piece: stars and a few words. */
export const reviewSchema = z.object(
  {
    rating: z
      .number({ error: REVIEW_RATING_MESSAGE })
      .int({ error: REVIEW_RATING_MESSAGE })
      .min(1, { error: REVIEW_RATING_MESSAGE })
      .max(5, { error: REVIEW_RATING_MESSAGE }),
    text: requiredText(
      REVIEW_TEXT_REQUIRED_MESSAGE,
      REVIEW_TEXT_MAX_LENGTH,
      REVIEW_TEXT_TOO_LONG_MESSAGE,
    ),
  },
  { error: 'Expected a JSON object' },
);
export type ReviewInput = z.output<typeof reviewSchema>;

/** The workshop's decision on a review. */
export const reviewModerationSchema = z.object(
  {
    status: z.enum(['approved', 'hidden'], {
      error: "Status must be 'approved' or 'hidden'",
    }),
  },
  { error: 'Expected a JSON object' },
);
export type ReviewModerationInput = z.output<typeof reviewModerationSchema>;

/** The average of shown ratings to one decimal, and how many there are; null for none. */
export function averageRating(
  ratings: readonly number[],
): { readonly average: number; readonly count: number } | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}
