import { draftImageSchema, validate } from '@workshop/domain';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { StoredImage } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { ALREADY_SUBMITTED_MESSAGE } from './save-customization';

export interface AttachDraftImageCommand {
  /** sessionId and furnitureType, as received. */
  readonly fields: unknown;
  /** The upload, already checked and re-encoded; null when none came. */
  readonly image: StoredImage | null;
}

/** What the wizard keeps: the reference it sends the request with, and the name to show. */
export interface AttachedImage {
  readonly reference: string;
  readonly originalName: string;
}

export const NO_IMAGE_MESSAGE = 'Please choose an image to upload';

/**
 * The wizard's inspiration image, uploaded once, as soon as it is chosen: it goes on the
 * session's draft (anyone holding a draft's session id may change that draft, as with every
 * save), replacing the one it had. The reference it answers is the stored name; a request may
 * name it only together with the session id of the draft that holds it.
 */
export class AttachDraftImage {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(command: AttachDraftImageCommand): Promise<Result<AttachedImage>> {
    // The upload is already stored: it goes whenever the use case does not succeed.
    let succeeded = false;
    try {
      const result = await this.attach(command);
      succeeded = result.ok;
      return result;
    } finally {
      if (!succeeded && command.image) await this.deps.files.remove(command.image.path);
    }
  }

  private async attach(command: AttachDraftImageCommand): Promise<Result<AttachedImage>> {
    const input = validate(draftImageSchema, command.fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const image = command.image;
    if (!image) return fail(errors.validation(NO_IMAGE_MESSAGE, { image: NO_IMAGE_MESSAGE }));
    const { sessionId, furnitureType } = input.value;
    let replaced: string | null = null;
    const attached = await this.deps.uow.run(async (tx) => {
      const existing = await tx.customizations.findBySessionId(sessionId);
      if (existing?.completed || existing?.requestId) {
        return fail(errors.conflict('draft-submitted', ALREADY_SUBMITTED_MESSAGE));
      }
      replaced = await tx.customizations.attachImage(
        sessionId,
        { furnitureType, image },
        this.deps.clock.now(),
      );
      return ok({ reference: image.path, originalName: image.originalName });
    });
    if (attached.ok && replaced && replaced !== image.path) await this.deps.files.remove(replaced);
    return attached;
  }
}
