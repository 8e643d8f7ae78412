import type { WorkshopProfileVersion } from '@workshop/application';
import type { WorkshopProfile } from '@workshop/domain';
import { iso, type Schema } from '../answers';

export function workshopProfileView(profile: WorkshopProfile): Schema<'WorkshopProfile'> {
  const { address } = profile;
  return {
    name: profile.name,
    tagline: profile.tagline,
    phone: profile.phone,
    email: profile.email,
    address: {
      street: address.street,
      city: address.city,
      region: address.region,
      regionCode: address.regionCode,
      postalCode: address.postalCode,
    },
    responsePromise: profile.responsePromise,
    quotePromise: profile.quotePromise,
    openingHours: profile.openingHours,
    serviceArea: profile.serviceArea,
    about: profile.about,
    team: profile.team.map((member) => ({
      name: member.name,
      role: member.role,
      photo: member.photo && {
        id: member.photo.id,
        width: member.photo.width,
        height: member.photo.height,
      },
    })),
    carePromise: profile.carePromise,
    paymentInstructions: profile.paymentInstructions,
    quoteTerms: profile.quoteTerms,
    quoteValidityDays: profile.quoteValidityDays,
    defaultDepositPercent: profile.defaultDepositPercent,
    currency: profile.currency,
    salesTax: { name: profile.salesTax.name, ratePercent: profile.salesTax.ratePercent },
  };
}

/** One saved version; who saved it by name only (null for the owner's passkey). */
export function workshopProfileVersionView(
  version: WorkshopProfileVersion,
): Schema<'WorkshopProfileVersion'> {
  return {
    id: version.id,
    savedAt: iso(version.savedAt),
    savedBy: version.savedBy?.name ?? null,
    restoredFrom: version.restoredFrom,
    profile: workshopProfileView(version.document),
  };
}
