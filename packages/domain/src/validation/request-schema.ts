import { z } from 'zod';
import { quotedDesignSchema } from './customization-schema';
import { REQUEST_FURNITURE_TYPES, WIZARD_FURNITURE_TYPES } from '../catalog/furniture-types';
import { BUDGET_RANGES } from '../catalog/budgets';
import { REQUEST_TIMELINES, WIZARD_TIMELINES } from '../catalog/timelines';
import { REQUEST_STATUSES } from '../request/status';
import { MAX_PRICE_CENTS } from '../quote/firm-price';
import {
  LINES_OR_PRICE_MESSAGE,
  quoteLinesSchema,
  taxExemptReasonField,
} from '../quote/quote-lines-schema';
import { isCalendarDay } from '../workshop/calendar';
import {
  emailField,
  nameText,
  NOTES_MAX_LENGTH,
  optionalChoice,
  optionalText,
  requiredText,
} from './fields';

export const DESCRIPTION_MAX_LENGTH = 500;
export const DESCRIPTION_WARNING_LENGTH = 450;
export const NOTES_TOO_LONG_MESSAGE = `Notes must be ${NOTES_MAX_LENGTH} characters or less`;

const OBJECT_MESSAGE = 'Expected a JSON object';

/** Wizard and request-form values are both accepted, so a wizard 'storage' piece is valid. */
const FURNITURE_TYPES = [...new Set([...REQUEST_FURNITURE_TYPES, ...WIZARD_FURNITURE_TYPES])] as [
  string,
  ...string[],
];
const TIMELINES = [...new Set([...REQUEST_TIMELINES, ...WIZARD_TIMELINES])] as [
  string,
  ...string[],
];

const requestFields = {
  fullName: nameText('Full name is required', 100, 'Full name must be 100 characters or less'),
  email: emailField,
  phone: optionalText(40, 'Phone number must be 40 characters or less'),
  furnitureType: optionalChoice(FURNITURE_TYPES, 'Please choose a furniture type from the list'),
  description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description must be 500 characters or less'),
  budgetRange: optionalChoice(BUDGET_RANGES, 'Please choose a budget range from the list'),
  timeline: optionalChoice(TIMELINES, 'Please choose a timeline from the list'),
};

export const requestStatusSchema = z.enum(REQUEST_STATUSES, {
  error: `Status must be one of: ${REQUEST_STATUSES.join(', ')}`,
});

/** A new project request (wizard step 8 or any other client). */
export const requestSchema = z.object(
  {
    ...requestFields,
    /** The visitor's own words (the wizard's Additional Notes), kept in full. */
    notes: optionalText(NOTES_MAX_LENGTH, NOTES_TOO_LONG_MESSAGE),
    status: requestStatusSchema.optional(),
  },
  { error: OBJECT_MESSAGE },
);
export type RequestInput = z.output<typeof requestSchema>;

/** The customer's edit dialog sends the same fields, without status. */
export const requestEditSchema = z.object(requestFields, { error: OBJECT_MESSAGE });
export type RequestEditInput = z.output<typeof requestEditSchema>;

/** The admin status editor offers only one change. */
export const statusUpdateSchema = z.object(
  {
    status: z.literal('completed', { error: "Status can only be set to 'completed'" }),
    notes: optionalText(2000, 'Notes must be 2000 characters or less'),
  },
  { error: OBJECT_MESSAGE },
);
export type StatusUpdateInput = z.output<typeof statusUpdateSchema>;

export const adminNotesSchema = z.object(
  {
    adminNotes: z
      .string({ error: 'Admin notes must be text' })
      .max(5000, { error: 'Admin notes must be 5000 characters or less' }),
  },
  { error: OBJECT_MESSAGE },
);
export type AdminNotesInput = z.output<typeof adminNotesSchema>;

export const PRICE_MESSAGE = 'Firm price must be a positive whole number of cents';
export const PRICE_TOO_LARGE_MESSAGE = `Firm price must be at most ${MAX_PRICE_CENTS} cents`;
export const DEPOSIT_MESSAGE = 'Deposit must be a whole percent from 0 to 100';
export const DEPOSIT_NEEDS_PRICE_MESSAGE = 'A deposit needs a firm price';

export const quoteSchema = z
  .object(
    {
      quoteAmount: requiredText(
        'Quote amount is required',
        100,
        'Quote amount must be 100 characters or less',
      ),
      quotedBy: nameText(
        'Employee name is required',
        100,
        'Employee name must be 100 characters or less',
      ),
      quoteNotes: optionalText(2000, 'Quote notes must be 2000 characters or less'),
      /** The last day the quote is valid (default: 30 days on). */
      validUntil: z
        .string({ error: 'Valid until must be a date (YYYY-MM-DD)' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Valid until must be a date (YYYY-MM-DD)' })
        // A real calendar day: 2026-02-31 would otherwise roll over into March.
        .refine((value) => isCalendarDay(value), {
          error: 'Valid until must be a date (YYYY-MM-DD)',
        })
        .optional(),
      /** A firm price in whole cents beside the free-text amount; null or absent for a range. */
      priceCents: z
        .number({ error: PRICE_MESSAGE })
        .int({ error: PRICE_MESSAGE })
        .positive({ error: PRICE_MESSAGE })
        .max(MAX_PRICE_CENTS, { error: PRICE_TOO_LARGE_MESSAGE })
        .nullable()
        .optional(),
      /** The share of the firm price asked up front; absent takes the workshop's default. */
      depositPercent: z
        .number({ error: DEPOSIT_MESSAGE })
        .int({ error: DEPOSIT_MESSAGE })
        .min(0, { error: DEPOSIT_MESSAGE })
        .max(100, { error: DEPOSIT_MESSAGE })
        .nullable()
        .optional(),
      /** The design this version prices; absent keeps the one priced before (or the request's). */
      design: quotedDesignSchema.optional(),
      /** The quote in lines (the piece first): its total is the firm price, with sales tax. */
      lines: quoteLinesSchema.optional(),
      /** Why this customer pays no sales tax (a resale certificate); absent, the tax applies. */
      taxExemptReason: taxExemptReasonField,
    },
    { error: OBJECT_MESSAGE },
  )
  .superRefine((quote, context) => {
    // A deposit is a share of a firm price: with a range there is nothing to take it from.
    if (quote.lines && quote.priceCents != null) {
      context.addIssue({ code: 'custom', path: ['lines'], message: LINES_OR_PRICE_MESSAGE });
    }
    if (quote.depositPercent != null && quote.priceCents == null && !quote.lines) {
      context.addIssue({
        code: 'custom',
        path: ['depositPercent'],
        message: DEPOSIT_NEEDS_PRICE_MESSAGE,
      });
    }
  });
export type QuoteInput = z.output<typeof quoteSchema>;

/** Shown by the admin quote dialog before anything is sent. */
export const QUOTE_MISSING_MESSAGE =
  'Missing Information - Please fill in the quote amount and your name';
