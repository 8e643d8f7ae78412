import { averageRating } from '@workshop/domain';
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

/** What the landing shows as proof of the workshop's craft, as plain data. */
export interface PublicShowcase {
  readonly reviews: readonly PublicReview[];
  /** The average of the shown reviews; null while there are none. */
  readonly rating: { readonly average: number; readonly count: number } | null;
}

/** The landing's proof of craft: approved reviews and their average. Anyone may read it. */
export class GetPublicShowcase {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(): Promise<Result<PublicShowcase>> {
    const approved = await this.deps.uow.read((db) => db.reviews.list('approved'));
    return ok({
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
