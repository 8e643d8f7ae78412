import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './message-schema';
import { nameText, requiredText } from './fields';

const OBJECT_MESSAGE = 'Expected a JSON object';
export const CHOSEN_LINES_MESSAGE = 'Chosen lines must be a list of line numbers';
export const NOT_OPTIONAL_LINE_MESSAGE = 'Only the optional lines of the quote can be chosen';

/** The version a customer answers; absent, the current one (the spec's approve has no body). */
const versionField = z
  .number({ error: 'Quote version must be a whole number' })
  .int({ error: 'Quote version must be a whole number' })
  .positive({ error: 'Quote version must be a whole number' })
  .optional();

/** A binding acceptance: the customer's typed name is their signature. */
export const approveQuoteSchema = z.object(
  {
    signatureName: nameText(
      'Please type your full name to sign the acceptance',
      100,
      'Your name must be 100 characters or less',
    ),
    version: versionField,
    /** The optional lines the customer ticked, by their place in the quote (from 0). */
    chosenLines: z
      .array(
        z.number({ error: CHOSEN_LINES_MESSAGE }).int({ error: CHOSEN_LINES_MESSAGE }).min(0),
        {
          error: CHOSEN_LINES_MESSAGE,
        },
      )
      .max(30, { error: CHOSEN_LINES_MESSAGE })
      .optional(),
  },
  { error: OBJECT_MESSAGE },
);
export type ApproveQuoteInput = z.output<typeof approveQuoteSchema>;

export const requestChangesSchema = z.object(
  {
    message: requiredText(
      'Please tell us what you would like changed',
      MESSAGE_MAX_LENGTH,
      `Your message must be ${MESSAGE_MAX_LENGTH} characters or less`,
    ),
    version: versionField,
  },
  { error: OBJECT_MESSAGE },
);
export type RequestChangesInput = z.output<typeof requestChangesSchema>;

export const declineQuoteSchema = z.object(
  {
    reason: requiredText(
      'Please tell us why you are declining',
      MESSAGE_MAX_LENGTH,
      `The reason must be ${MESSAGE_MAX_LENGTH} characters or less`,
    ),
    version: versionField,
  },
  { error: OBJECT_MESSAGE },
);
export type DeclineQuoteInput = z.output<typeof declineQuoteSchema>;
