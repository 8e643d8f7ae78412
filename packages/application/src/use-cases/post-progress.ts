import { decide, MAX_PROGRESS_PHOTOS, progressSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdminActor } from '../access';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressPhoto, ProgressUpdate } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { signatureOf } from '../signature';

export interface PostProgressCommand {
  /** milestone and note, as received. */
  readonly fields: unknown;
  /** The photos, already checked, re-encoded and stored (with their thumbnails), in order. */
  readonly photos: readonly ProgressPhoto[];
}

/**
 * The workshop tells the customer how their piece is coming along: a milestone, a note and up to
 * six photos, on a project in progress only (the lifecycle machine says so). The update and its
 * ProgressPosted event are written together; the worker emails the customer from the event.
 */
export class PostProgress {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(
    actor: Actor,
    projectId: number,
    command: PostProgressCommand,
  ): Promise<Result<ProgressUpdate>> {
    // The photos are stored already: they go whenever the update is not written.
    let succeeded = false;
    try {
      const result = await this.post(actor, projectId, command);
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

  private async post(
    actor: Actor,
    projectId: number,
    command: PostProgressCommand,
  ): Promise<Result<ProgressUpdate>> {
    const admin = requireAdminActor(actor);
    if (!admin.ok) return admin;
    const input = validate(progressSchema, command.fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    if (command.photos.length > MAX_PROGRESS_PHOTOS) {
      const message = `At most ${MAX_PROGRESS_PHOTOS} photos can be posted`;
      return fail(errors.validation(message, { photos: message }));
    }
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const decision = decide(loaded.value, { type: 'POST_PROGRESS' });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      const update = await tx.progress.create(
        {
          projectId,
          kind: 'update',
          milestone: input.value.milestone,
          note: input.value.note ?? null,
          photos: command.photos,
          authorName: await signatureOf(tx, admin.value),
        },
        now,
      );
      await tx.outbox.add(
        [
          {
            type: 'ProgressPosted',
            requestId: projectId,
            updateId: update.id,
            milestone: update.milestone,
            photoCount: update.photos.length,
            actor: 'admin',
            by: actedBy(actor),
          },
        ],
        now,
      );
      return ok(update);
    });
  }
}
