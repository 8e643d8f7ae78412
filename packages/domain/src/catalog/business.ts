/** The workshop's public details, shown on the site and signed under every email. */
export const BUSINESS = {
  name: 'Oak & Ember Woodworks',
  tagline: 'Heirloom furniture, built by hand for the way you live.',
  phone: '(717) 555-0142',
  email: 'hello@oakandember.example',
  address: {
    street: '1428 Mill Race Road',
    city: 'Lititz',
    region: 'Pennsylvania',
    regionCode: 'PA',
    postalCode: '17543',
  },
  responsePromise: 'We reply to every message within 24 hours.',
  quotePromise: 'New requests get a detailed quote within 3 business days.',
} as const;

export const SERVICES = [
  'Custom Furniture',
  'Furniture Repair',
  'Wood Refinishing',
  'Design Consultation',
] as const;

/**
 * The woods the landing page and its footer name, as the spec lists them. Reclaimed wood is not
 * a wizard choice (its boards differ piece by piece): a visitor asks for it in the notes, and the
 * workshop prices it in the quote.
 */
export const LANDING_MATERIALS = ['Oak', 'Walnut', 'Cherry', 'Maple', 'Reclaimed wood'] as const;

/**
 * How the workshop is paid. Money is kept in whole cents of this one currency; a firm-priced
 * quote asks this share of the price up front unless the quote says otherwise (0 is allowed),
 * and the balance on completion.
 */
export const PAYMENT_TERMS = {
  currency: 'USD',
  defaultDepositPercent: 50,
  instructions:
    'Pay by bank transfer to Oak & Ember Woodworks, account 0012 3456 789, routing 031 000 053, quoting your invoice number; or by cheque payable to Oak & Ember Woodworks, mailed to 1428 Mill Race Road, Lititz, PA 17543.',
  depositDueDays: 14,
} as const;
