import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressPhoto } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { PHOTO_NOT_FOUND } from './get-progress-photo';

/**
 * One photo of a published piece (1-based `n`), for anyone: the workshop chose it to be seen.
 * Once the customer withdraws their yes it is gone, as the piece is.
 */
export class GetShowcasePhoto {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(pieceId: number, n: number): Promise<Result<ProgressPhoto>> {
    const piece = await this.deps.uow.read((db) => db.showcase.shownPiece(pieceId));
    const photo = piece?.photos[n - 1];
    return photo ? ok(photo) : fail(errors.notFound(PHOTO_NOT_FOUND));
  }
}
