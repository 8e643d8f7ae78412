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
 * The woods the landing page names: solid woods the wizard offers (catalog/materials.ts), so the
 * page never sells what a visitor then cannot choose.
 */
export const LANDING_MATERIALS = ['Oak', 'Walnut', 'Cherry', 'Maple', 'Ash'] as const;
