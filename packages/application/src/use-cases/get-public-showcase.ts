import { averageRating } from '@workshop/domain';
import { portfolioOf } from '../portfolio';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** One approved review as anyone may read it: the piece, never the customer's name. */
export interface PublicReview {
  readonly rating: number;
  readonly text: string;
  readonly furnitureType: string | null;
  /** When it was last written (YYYY-MM-DD). */
  readonly date: string;
}

/** A finished piece the workshop published, as anyone may see it: never the customer's name. */
export interface PublicPiece {
  readonly id: number;
  readonly title: string;
  readonly text: string | null;
  /** The chosen photos' sizes, in order; each is served by its number (1-based). */
  readonly photos: readonly { readonly width: number; readonly height: number }[];
}

/** A portfolio item as the landing shows it: its photos by id, never by stored name. */
export interface PublicPortfolioItem {
  readonly id: number;
  /** Which drawn illustration stands in while it has no photo; null for an added item. */
  readonly specKey: string | null;
  readonly title: string;
  readonly subtitle: string;
  readonly photos: readonly {
    readonly id: number;
    readonly width: number;
    readonly height: number;
    readonly alt: string;
  }[];
}

/** What the landing shows as proof of the workshop's craft, as plain data. */
export interface PublicShowcase {
  /** The portfolio's shown items in order: not hidden, and with a photo or a drawing to show. */
  readonly portfolio: readonly PublicPortfolioItem[];
  readonly pieces: readonly PublicPiece[];
  readonly reviews: readonly PublicReview[];
  /** The average of the shown reviews; null while there are none. */
  readonly rating: { readonly average: number; readonly count: number } | null;
}

/**
 * The landing's proof of craft: the published pieces their customers still let us show, and
 * the approved reviews with their average. Anyone may read it.
 */
export class GetPublicShowcase {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(): Promise<Result<PublicShowcase>> {
    const [approved, pieces, portfolio] = await this.deps.uow.read((db) =>
      Promise.all([db.reviews.list('approved'), db.showcase.listShownPieces(), portfolioOf(db)]),
    );
    return ok({
      portfolio: portfolio
        .filter((item) => !item.hidden && (item.specKey !== null || item.photos.length > 0))
        .map((item) => ({
          id: item.id,
          specKey: item.specKey,
          title: item.title,
          subtitle: item.subtitle,
          photos: item.photos.map(({ id, width, height, alt }) => ({ id, width, height, alt })),
        })),
      pieces: pieces.map((piece) => ({
        id: piece.id,
        title: piece.title,
        text: piece.text,
        photos: piece.photos.map(({ width, height }) => ({ width, height })),
      })),
      reviews: approved.map((review) => ({
        rating: review.rating,
        text: review.text,
        furnitureType: review.furnitureType,
        date: review.updatedAt.toISOString().slice(0, 10),
      })),
      rating: averageRating(approved.map((review) => review.rating)),
    });
  }
}
