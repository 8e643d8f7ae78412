import type { PortfolioItem } from '@workshop/application';
import { isoOrNull, type Schema } from '../answers';
import { responsivePhoto } from '../showcase-photo-cache';
import { portfolioPhotoUrl } from './showcase';

/** An item as the owner's view shows it: hidden or not, who changed it last. */
export function portfolioItemView(item: PortfolioItem): Schema<'PortfolioItem'> {
  return {
    id: item.id,
    specKey: item.specKey,
    title: item.title,
    subtitle: item.subtitle,
    hidden: item.hidden,
    changedAt: isoOrNull(item.changedAt),
    changedBy: item.changedBy?.name ?? null,
    photos: item.photos.map((photo) => ({
      id: photo.id,
      ...responsivePhoto(portfolioPhotoUrl(photo.id), photo),
      alt: photo.alt,
      name: photo.originalName,
    })),
  };
}
