import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';
import { MAX_PRICE_CENTS } from '../quote/firm-price';
import { addDays, isCalendarDay } from '../workshop/calendar';

export const PAYMENT_METHODS = ['bank_transfer', 'cheque', 'cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

export const PAYMENT_REFERENCE_MAX_LENGTH = 200;
export const VOID_REASON_MAX_LENGTH = 500;
export const PAYMENT_AMOUNT_MESSAGE = 'Amount must be a whole number of cents above zero';
export const PAYMENT_DATE_MESSAGE = 'Date must be a date as YYYY-MM-DD';
export const PAYMENT_FUTURE_DATE_MESSAGE = 'A payment cannot be dated in the future';
/** How far back a payment may be dated: a date older than this is a typo, not a payment. */
export const PAYMENT_MAX_AGE_DAYS = 365;
export const PAYMENT_TOO_OLD_MESSAGE = 'A payment cannot be dated more than a year back';
export const PAYMENT_BEFORE_PROJECT_MESSAGE =
  'A payment cannot be dated before the project was created';
export const PAYMENT_METHOD_MESSAGE =
  'Method must be one of bank_transfer, cheque, cash, card, other';
export const PAYMENT_REFERENCE_TOO_LONG_MESSAGE = `Reference must be ${PAYMENT_REFERENCE_MAX_LENGTH} characters or less`;
export const VOID_REASON_MESSAGE = 'Please say why this payment is voided';
export const VOID_REASON_TOO_LONG_MESSAGE = `The reason must be ${VOID_REASON_MAX_LENGTH} characters or less`;

/**
 * A payment the workshop received, as the admin records it; `today` is the latest day it may
 * be dated (a payment is recorded once it came in).
 */
export function paymentSchema(today: string) {
  return z.object(
    {
      amountCents: z
        .number({ error: PAYMENT_AMOUNT_MESSAGE })
        .int({ error: PAYMENT_AMOUNT_MESSAGE })
        .min(1, { error: PAYMENT_AMOUNT_MESSAGE })
        .max(MAX_PRICE_CENTS, { error: PAYMENT_AMOUNT_MESSAGE }),
      paidOn: z
        .string({ error: PAYMENT_DATE_MESSAGE })
        .refine(isCalendarDay, { error: PAYMENT_DATE_MESSAGE, abort: true })
        .refine((day) => day <= today, { error: PAYMENT_FUTURE_DATE_MESSAGE, abort: true })
        .refine((day) => day >= addDays(today, -PAYMENT_MAX_AGE_DAYS), {
          error: PAYMENT_TOO_OLD_MESSAGE,
        }),
      method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
      reference: optionalText(PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_REFERENCE_TOO_LONG_MESSAGE),
    },
    { error: 'Expected a JSON object' },
  );
}
export type PaymentInput = z.output<ReturnType<typeof paymentSchema>>;

/** Voiding a payment keeps it, with who voided it and why. */
export const voidPaymentSchema = z.object(
  {
    reason: requiredText(VOID_REASON_MESSAGE, VOID_REASON_MAX_LENGTH, VOID_REASON_TOO_LONG_MESSAGE),
  },
  { error: 'Expected a JSON object' },
);
export type VoidPaymentInput = z.output<typeof voidPaymentSchema>;
