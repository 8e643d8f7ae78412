import { draftImageRemovalSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { ALREADY_SUBMITTED_MESSAGE } from './save-customization';

/**
 * The visitor removed the image on step 2: it comes off the draft and is deleted, but only if
 * it is still the draft's image (a newer upload is never taken off by an older removal), and
 * never once the design has become a project (the project shares it).
 */
export class RemoveDraftImage {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(fields: unknown): Promise<Result<{ readonly removed: boolean }>> {
    const input = validate(draftImageRemovalSchema, fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const { sessionId, reference } = input.value;
    const removed = await this.deps.uow.run(async (tx) => {
      const existing = await tx.customizations.findBySessionId(sessionId);
      if (existing?.completed || existing?.requestId) {
        return fail(errors.conflict('draft-submitted', ALREADY_SUBMITTED_MESSAGE));
      }
      const detached = await tx.customizations.detachImage(
        sessionId,
        reference,
        this.deps.clock.now(),
      );
      return ok({ removed: detached });
    });
    if (removed.ok && removed.value.removed) await this.deps.files.remove(reference);
    return removed;
  }
}
