import { z } from 'zod';
import { salesTaxSchema } from '../quote/quote-lines-schema';
import { DEFAULT_SALES_TAX } from '../quote/sales-tax';
import { MAX_VALIDITY_DAYS } from '../quote/validity';
import { emailField } from '../validation/fields';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or less`);

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or less`);

export const TEAM_MAX_MEMBERS = 20;

/** The profile as the owner saves it: every field at once, so a saved row is whole. */
export const workshopProfileSchema = z.object(
  {
    name: required('Workshop name', 100),
    tagline: required('Tagline', 200),
    phone: required('Phone', 40).regex(/^[0-9+().\s-]{7,40}$/, 'Phone must be a phone number'),
    email: emailField,
    address: z.object(
      {
        street: required('Street', 120),
        city: required('City', 80),
        region: required('Region', 80),
        regionCode: required('Region code', 10),
        postalCode: required('Postal code', 20),
      },
      { error: 'Address is required' },
    ),
    responsePromise: required('Response promise', 200),
    quotePromise: required('Quote promise', 200),
    openingHours: optional('Opening hours', 300),
    serviceArea: optional('Service area', 300),
    about: optional('About text', 4000),
    team: z
      .array(
        z.object(
          {
            name: required('Team member name', 100),
            role: optional('Team member role', 100),
            // Which uploaded photo: its size is the server's, whatever else the client sends.
            photo: z
              .object(
                { id: z.number({ error: 'Photo must name an uploaded photo' }).int().positive() },
                { error: 'Photo must name an uploaded photo' },
              )
              .nullable()
              .default(null),
          },
          { error: 'Each team member needs a name' },
        ),
        { error: 'Team must be a list' },
      )
      .max(TEAM_MAX_MEMBERS, `At most ${TEAM_MAX_MEMBERS} team members`),
    carePromise: optional('Care and warranty promise', 2000),
    paymentInstructions: required('Payment instructions', 2000),
    quoteTerms: required('Quote terms', 5000),
    quoteValidityDays: z
      .number({ error: 'Quote validity must be a number of days' })
      .int('Quote validity must be a whole number of days')
      .min(1, 'Quote validity must be at least 1 day')
      .max(MAX_VALIDITY_DAYS, `Quote validity must be at most ${MAX_VALIDITY_DAYS} days`),
    defaultDepositPercent: z
      .number({ error: 'Deposit must be a percentage' })
      .int('Deposit must be a whole percentage')
      .min(0, 'Deposit must be between 0 and 100 percent')
      .max(100, 'Deposit must be between 0 and 100 percent'),
    currency: z
      .string({ error: 'Currency is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD'),
    // A form saved before sales tax was a setting keeps the default (the workshop's state's).
    salesTax: salesTaxSchema.default(DEFAULT_SALES_TAX),
  },
  { error: 'Expected a JSON object' },
);
