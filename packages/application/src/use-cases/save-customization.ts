import {
  customizationSchema,
  DEFAULT_PRICE_LIST,
  estimatePrice,
  formatPriceRange,
  pieceDesignFromSaved,
  validate,
  type CustomizationInput,
  type PriceList,
} from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureCustomization, StoredImage } from '../records';
import { errors, fail, ok, type Result } from '../result';

export interface SaveCustomizationCommand {
  readonly fields: unknown;
  readonly image: StoredImage | null;
}

export const ALREADY_SUBMITTED_MESSAGE = 'This design has already been submitted.';

/** Saves the wizard's draft for its session id; a save without an image keeps the earlier one. */
export class SaveCustomization {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(command: SaveCustomizationCommand): Promise<Result<FurnitureCustomization>> {
    // The upload is already on disk: it goes whenever the use case does not succeed, a throw included.
    let succeeded = false;
    try {
      const result = await this.save(command);
      succeeded = result.ok;
      return result;
    } finally {
      if (!succeeded && command.image) await this.deps.files.remove(command.image.path);
    }
  }

  private async save(command: SaveCustomizationCommand): Promise<Result<FurnitureCustomization>> {
    const input = validate(customizationSchema, command.fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const fields = input.value;
    const now = this.deps.clock.now();
    let replacedImage: string | null = null;

    const saved = await this.deps.uow.run(async (tx) => {
      const prices = (await tx.priceList.current())?.document ?? DEFAULT_PRICE_LIST;
      const existing = await tx.customizations.findBySessionId(fields.sessionId);
      if (existing?.completed || existing?.requestId) {
        return fail(errors.conflict('draft-submitted', ALREADY_SUBMITTED_MESSAGE));
      }
      if (command.image && existing?.imagePath) replacedImage = existing.imagePath;
      const draft = await tx.customizations.upsert(
        fields.sessionId,
        {
          furnitureType: fields.furnitureType,
          style: fields.style ?? null,
          material: fields.constructionMaterial ?? null,
          specificMaterial: fields.specificMaterial ?? null,
          finish: fields.surfaceFinish ?? null,
          specificFinish: fields.specificFinish ?? null,
          dimensions: fields.dimensions ?? null,
          features: fields.features,
          base: fields.base ?? null,
          leafCount: fields.leafCount ?? null,
          leafLength: fields.leafLength ?? null,
          hardware: fields.hardware ?? null,
          upholstery: fields.upholstery ?? null,
          notes: fields.notes ?? null,
          fullName: fields.fullName ?? null,
          email: fields.email ?? null,
          phone: fields.phone ?? null,
          timeline: fields.timeline ?? null,
          imagePath: command.image?.path ?? null,
          imageOriginalName: command.image?.originalName ?? null,
          completed: fields.completed,
          estimatedPrice: estimatedPriceOf(fields, prices),
        },
        now,
      );
      return ok(draft);
    });
    if (saved.ok && replacedImage) await this.deps.files.remove(replacedImage);
    return saved;
  }
}

/**
 * The indicative price of the saved design, worked out here from the current price list rather than
 * taken from the browser: the workshop reads it beside the quote form. None for a type the
 * wizard does not offer.
 */
function estimatedPriceOf(fields: CustomizationInput, prices: PriceList): string | null {
  const design = pieceDesignFromSaved({
    furnitureType: fields.furnitureType,
    style: fields.style ?? null,
    constructionMaterial: fields.constructionMaterial ?? null,
    specificMaterial: fields.specificMaterial ?? null,
    surfaceFinish: fields.surfaceFinish ?? null,
    specificFinish: fields.specificFinish ?? null,
    dimensions: fields.dimensions ?? null,
    features: fields.features,
    base: fields.base ?? null,
    leafCount: fields.leafCount ?? null,
    leafLength: fields.leafLength ?? null,
  });
  return design ? formatPriceRange(estimatePrice(design, prices)) : null;
}
