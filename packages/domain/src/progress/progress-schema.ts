import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';

/** The workshop's usual stages, offered first; the admin may name a stage in their own words. */
export const PROGRESS_MILESTONES = [
  'Materials selected',
  'Cutting & joinery',
  'Assembly',
  'Finishing',
  'Ready for delivery',
  'Delivered',
] as const;

/** The entry marking a project complete adds to its timeline. */
export const COMPLETED_MILESTONE = 'Completed';

export const MILESTONE_MAX_LENGTH = 80;
export const PROGRESS_NOTE_MAX_LENGTH = 2000;
/** Photos one update may carry. */
export const MAX_PROGRESS_PHOTOS = 6;

export const MILESTONE_REQUIRED_MESSAGE = 'Please choose a milestone or describe it';
export const MILESTONE_TOO_LONG_MESSAGE = `Milestone must be ${MILESTONE_MAX_LENGTH} characters or less`;
export const PROGRESS_NOTE_TOO_LONG_MESSAGE = `Note must be ${PROGRESS_NOTE_MAX_LENGTH} characters or less`;
export const TOO_MANY_PHOTOS_MESSAGE = `At most ${MAX_PROGRESS_PHOTOS} photos can be posted, in the "photos" field`;

/** The text of a progress update (its photos travel beside it as files). */
export const progressSchema = z.object(
  {
    milestone: requiredText(
      MILESTONE_REQUIRED_MESSAGE,
      MILESTONE_MAX_LENGTH,
      MILESTONE_TOO_LONG_MESSAGE,
    ).refine((text) => !text.includes('\n'), { error: 'Milestone must be a single line' }),
    note: optionalText(PROGRESS_NOTE_MAX_LENGTH, PROGRESS_NOTE_TOO_LONG_MESSAGE),
  },
  { error: 'Expected a form with a milestone' },
);
export type ProgressInput = z.output<typeof progressSchema>;

/** Whether a milestone is one of the usual stages (the form shows it selected) or own words. */
export const isStandardMilestone = (milestone: string): boolean =>
  (PROGRESS_MILESTONES as readonly string[]).includes(milestone);

export const DELETE_REASON_MAX_LENGTH = 500;
export const DELETE_REASON_REQUIRED_MESSAGE = 'Please say why this update is deleted';
export const DELETE_REASON_TOO_LONG_MESSAGE = `Reason must be ${DELETE_REASON_MAX_LENGTH} characters or less`;

/** Why the workshop takes an update off the customer's timeline: kept for the activity log. */
export const progressDeletionSchema = z.object(
  {
    reason: requiredText(
      DELETE_REASON_REQUIRED_MESSAGE,
      DELETE_REASON_MAX_LENGTH,
      DELETE_REASON_TOO_LONG_MESSAGE,
    ),
  },
  { error: 'Expected a reason' },
);
