import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';
import { MAX_PRICE_CENTS } from './firm-price';
import { MAX_TAX_RATE_PERCENT } from './sales-tax';

export const QUOTE_LINES_MAX = 30;
export const LINE_DESCRIPTION_MAX_LENGTH = 200;
export const LINE_QUANTITY_MAX = 999;

export const LINE_DESCRIPTION_MESSAGE = 'Each line needs a description';
export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}`;
export const LINE_PRICE_MESSAGE = 'Unit price must be a whole number of cents';
export const LINES_COUNT_MESSAGE = `A quote has from 1 to ${QUOTE_LINES_MAX} lines`;
export const FIRST_LINE_MESSAGE = 'The first line is the piece: it cannot be optional';
export const LINES_TOTAL_MESSAGE = 'The lines must add up to more than zero';
export const LINES_OR_PRICE_MESSAGE = 'Give the quote either lines or a firm price, not both';
export const TAX_EXEMPT_REASON_MESSAGE = 'The tax exemption reason must be 200 characters or less';
export const TAX_RATE_MESSAGE = `Sales tax must be a percentage from 0 to ${MAX_TAX_RATE_PERCENT}, to a thousandth`;

export const quoteLineSchema = z.object(
  {
    description: requiredText(
      LINE_DESCRIPTION_MESSAGE,
      LINE_DESCRIPTION_MAX_LENGTH,
      `A line's description must be ${LINE_DESCRIPTION_MAX_LENGTH} characters or less`,
    ),
    quantity: z
      .number({ error: LINE_QUANTITY_MESSAGE })
      .int({ error: LINE_QUANTITY_MESSAGE })
      .min(1, { error: LINE_QUANTITY_MESSAGE })
      .max(LINE_QUANTITY_MAX, { error: LINE_QUANTITY_MESSAGE })
      .default(1),
    unitPriceCents: z
      .number({ error: LINE_PRICE_MESSAGE })
      .int({ error: LINE_PRICE_MESSAGE })
      .min(-MAX_PRICE_CENTS, { error: LINE_PRICE_MESSAGE })
      .max(MAX_PRICE_CENTS, { error: LINE_PRICE_MESSAGE }),
    taxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
    optional: z.boolean({ error: 'Optional must be true or false' }).default(false),
  },
  { error: 'Each line must be an object with a description and a unit price' },
);

/** The lines of a quote: the piece first (never optional), then what the workshop adds. */
export const quoteLinesSchema = z
  .array(quoteLineSchema, { error: LINES_COUNT_MESSAGE })
  .min(1, { error: LINES_COUNT_MESSAGE })
  .max(QUOTE_LINES_MAX, { error: LINES_COUNT_MESSAGE })
  .superRefine((lines, context) => {
    if (lines[0]?.optional) {
      context.addIssue({ code: 'custom', path: [0, 'optional'], message: FIRST_LINE_MESSAGE });
    }
    const required = lines
      .filter((line) => !line.optional)
      .reduce((total, line) => total + line.quantity * line.unitPriceCents, 0);
    if (required <= 0) context.addIssue({ code: 'custom', message: LINES_TOTAL_MESSAGE });
    const everything = lines.reduce(
      (total, l) => total + l.quantity * Math.abs(l.unitPriceCents),
      0,
    );
    if (everything > MAX_PRICE_CENTS) {
      context.addIssue({
        code: 'custom',
        message: `The lines must add up to at most ${MAX_PRICE_CENTS} cents`,
      });
    }
  });

export const taxExemptReasonField = optionalText(200, TAX_EXEMPT_REASON_MESSAGE);

/** A sales tax rate as the owner types it: 6, 8.875, 0. */
export const taxRateField = z
  .number({ error: TAX_RATE_MESSAGE })
  .min(0, { error: TAX_RATE_MESSAGE })
  .max(MAX_TAX_RATE_PERCENT, { error: TAX_RATE_MESSAGE })
  .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, {
    error: TAX_RATE_MESSAGE,
  });

export const salesTaxSchema = z.object(
  {
    name: requiredText(
      'Sales tax name is required',
      80,
      'Sales tax name must be 80 characters or less',
    ),
    ratePercent: taxRateField,
  },
  { error: 'Sales tax must be an object with a name and a rate' },
);
