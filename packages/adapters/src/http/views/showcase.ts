import type { PublicShowcase } from '@workshop/application';
import type { Answer } from '../answers';
import { responsivePhoto } from '../showcase-photo-cache';

/** Where a portfolio photo is served, at the widths of the showcase's photos. */
export const portfolioPhotoUrl = (photoId: number) => `/api/portfolio/photos/${photoId}`;

/**
 * The landing's proof of craft as GET /api/showcase answers it, and as the server writes it
 * into the landing page for the app to read at its first paint.
 */
export function showcaseView(showcase: PublicShowcase): Answer<'/api/showcase', 'get'> {
  return {
    portfolio: showcase.portfolio.map((item) => ({
      id: item.id,
      specKey: item.specKey,
      title: item.title,
      subtitle: item.subtitle,
      photos: item.photos.map((photo) => ({
        ...responsivePhoto(portfolioPhotoUrl(photo.id), photo),
        alt: photo.alt,
      })),
    })),
    pieces: showcase.pieces.map((piece) => ({
      id: piece.id,
      title: piece.title,
      text: piece.text,
      photos: piece.photos.map((photo, index) =>
        responsivePhoto(`/api/showcase/pieces/${piece.id}/photos/${index + 1}`, photo),
      ),
    })),
    reviews: showcase.reviews,
    rating: showcase.rating,
  };
}
