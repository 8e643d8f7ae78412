import { MAX_PORTFOLIO_PHOTOS, portfolioUploadSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { requireOwner } from '../access';
import { beginPortfolioChange, PORTFOLIO_ITEM_NOT_FOUND, portfolioOf } from '../portfolio';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { PortfolioItem } from '../ports/portfolio-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressPhoto } from '../records';
import { errors, fail, ok, type Result } from '../result';

export interface AddPortfolioPhotosCommand {
  /** The alt texts, as received: one per photo, in order. */
  readonly fields: unknown;
  /** The photos, already checked, re-encoded and stored, in order. */
  readonly photos: readonly ProgressPhoto[];
}

/**
 * The owner adds photographs to an item, each with its alt text; the first one shown stands
 * for the item on the landing. Stored files whose rows are not written are removed again.
 */
export class AddPortfolioPhotos {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(
    actor: Actor,
    itemId: number,
    command: AddPortfolioPhotosCommand,
  ): Promise<Result<PortfolioItem[]>> {
    let succeeded = false;
    try {
      const result = await this.add(actor, itemId, command);
      succeeded = result.ok;
      return result;
    } finally {
      if (!succeeded) {
        for (const photo of command.photos) {
          await this.deps.files.remove(photo.path);
          await this.deps.files.remove(photo.thumbnailPath);
        }
      }
    }
  }

  private async add(
    actor: Actor,
    itemId: number,
    { fields, photos }: AddPortfolioPhotosCommand,
  ): Promise<Result<PortfolioItem[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    if (photos.length === 0) {
      const message = 'Please choose at least one photo';
      return fail(errors.validation(message, { photos: message }));
    }
    const input = validate(portfolioUploadSchema, fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const alts = input.value.alt;
    if (alts.length !== photos.length) {
      const message = 'Please describe each photo (one alt text per photo)';
      return fail(errors.validation(message, { alt: message }));
    }
    return this.deps.uow.run(async (tx) => {
      const change = await beginPortfolioChange(tx, actor, this.deps.clock.now());
      const item = (await tx.portfolio.list()).find((candidate) => candidate.id === itemId);
      if (!item) return fail(errors.notFound(PORTFOLIO_ITEM_NOT_FOUND));
      if (item.photos.length + photos.length > MAX_PORTFOLIO_PHOTOS) {
        const message = `An item holds at most ${MAX_PORTFOLIO_PHOTOS} photos: remove some first`;
        return fail(errors.validation(message, { photos: message }));
      }
      await tx.portfolio.addPhotos(
        itemId,
        photos.map((photo, index) => ({ photo, alt: alts[index] ?? '' })),
        change,
      );
      return ok(await portfolioOf(tx));
    });
  }
}
