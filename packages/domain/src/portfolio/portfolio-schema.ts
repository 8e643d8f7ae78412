import { z } from 'zod';
import { requiredText } from '../validation/fields';

export const PORTFOLIO_TITLE_MAX_LENGTH = 80;
export const PORTFOLIO_SUBTITLE_MAX_LENGTH = 120;
export const PORTFOLIO_ALT_MAX_LENGTH = 200;
/** Photos sent in one upload; an item may gather more over several. */
export const MAX_PORTFOLIO_PHOTOS_PER_UPLOAD = 6;
/** Photos one item may hold (removed ones not counted). */
export const MAX_PORTFOLIO_PHOTOS = 12;

const title = requiredText(
  'Please give the item a title',
  PORTFOLIO_TITLE_MAX_LENGTH,
  `Title must be ${PORTFOLIO_TITLE_MAX_LENGTH} characters or less`,
);
const subtitle = requiredText(
  'Please give the item a subtitle',
  PORTFOLIO_SUBTITLE_MAX_LENGTH,
  `Subtitle must be ${PORTFOLIO_SUBTITLE_MAX_LENGTH} characters or less`,
);

/** What describes a photo to someone who cannot see it: required, the landing shows it. */
export const portfolioAlt = requiredText(
  'Please describe the photo (its alt text)',
  PORTFOLIO_ALT_MAX_LENGTH,
  `Alt text must be ${PORTFOLIO_ALT_MAX_LENGTH} characters or less`,
);

export const newPortfolioItemSchema = z.object(
  { title, subtitle },
  { error: 'Expected a JSON object' },
);
export type NewPortfolioItem = z.output<typeof newPortfolioItemSchema>;

/** Any of the three, at least one. */
export const portfolioItemChangeSchema = z
  .object(
    {
      title: title.optional(),
      subtitle: subtitle.optional(),
      hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
    },
    { error: 'Expected a JSON object' },
  )
  .refine(
    (change) =>
      change.title !== undefined || change.subtitle !== undefined || change.hidden !== undefined,
    { error: 'Nothing to change: send a title, a subtitle or hidden' },
  );
export type PortfolioItemChange = z.output<typeof portfolioItemChangeSchema>;

export const portfolioMoveSchema = z.object(
  {
    direction: z.enum(['up', 'down'], { error: 'direction must be "up" or "down"' }),
  },
  { error: 'Expected a JSON object' },
);

export const portfolioPhotoChangeSchema = z.object(
  { alt: portfolioAlt },
  { error: 'Expected a JSON object' },
);

/** The alt texts sent beside an upload's photos, one per photo in order. */
export const portfolioUploadSchema = z.object(
  {
    alt: z.union([portfolioAlt.transform((one) => [one]), z.array(portfolioAlt)], {
      error: 'Please describe each photo (one alt text per photo)',
    }),
  },
  { error: 'Please describe each photo (one alt text per photo)' },
);
