import { BUSINESS, PAYMENT_TERMS } from '../catalog/business';
import { QUOTE_TERMS } from '../quote/terms';
import { DEFAULT_SALES_TAX, type SalesTax } from '../quote/sales-tax';
import { DEFAULT_VALIDITY_DAYS } from '../quote/validity';

/** A team member's photograph, as stored: served at a few widths from its own address. */
export interface TeamPhoto {
  readonly id: number;
  readonly width: number;
  readonly height: number;
}

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  /** null: the landing shows the member's initials. */
  readonly photo: TeamPhoto | null;
}

/**
 * The workshop's own words and terms, as the owner edits them in the admin panel. Every page,
 * email and PDF reads the current one; an empty optional text is simply not shown.
 */
export interface WorkshopProfile {
  readonly name: string;
  readonly tagline: string;
  readonly phone: string;
  readonly email: string;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly regionCode: string;
    readonly postalCode: string;
  };
  readonly responsePromise: string;
  readonly quotePromise: string;
  readonly openingHours: string;
  readonly serviceArea: string;
  readonly about: string;
  readonly team: readonly TeamMember[];
  readonly carePromise: string;
  readonly paymentInstructions: string;
  readonly quoteTerms: string;
  readonly quoteValidityDays: number;
  readonly defaultDepositPercent: number;
  readonly currency: string;
  /** Charged on a quote's taxable lines (rate 0: none); a quote keeps the one it was sent with. */
  readonly salesTax: SalesTax;
}

/** What a fresh install reads: the spec's words, exactly as the constants hold them. */
export const DEFAULT_WORKSHOP_PROFILE: WorkshopProfile = {
  name: BUSINESS.name,
  tagline: BUSINESS.tagline,
  phone: BUSINESS.phone,
  email: BUSINESS.email,
  address: { ...BUSINESS.address },
  responsePromise: BUSINESS.responsePromise,
  quotePromise: BUSINESS.quotePromise,
  openingHours: '',
  serviceArea: '',
  about: '',
  team: [],
  carePromise: '',
  paymentInstructions: PAYMENT_TERMS.instructions,
  quoteTerms: QUOTE_TERMS,
  quoteValidityDays: DEFAULT_VALIDITY_DAYS,
  defaultDepositPercent: PAYMENT_TERMS.defaultDepositPercent,
  currency: PAYMENT_TERMS.currency,
  salesTax: DEFAULT_SALES_TAX,
};

/** The address on one line, as the email signature and the quote PDF print it. */
export function addressLine(profile: Pick<WorkshopProfile, 'address'>): string {
  const { street, city, regionCode, postalCode } = profile.address;
  return `${street}, ${city}, ${regionCode} ${postalCode}`;
}
