import { progressSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressUpdate } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const PROGRESS_NOT_FOUND = 'Progress update not found';

/**
 * The workshop corrects a progress update's milestone and note (its photos stay). The customer's
 * timeline marks it edited; the activity log records who edited it. Its photos, its author and
 * when it was posted do not change.
 */
export class EditProgress {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    projectId: number,
    updateId: number,
    fields: unknown,
  ): Promise<Result<ProgressUpdate>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(progressSchema, fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const edited = await tx.progress.edit(
        projectId,
        updateId,
        { milestone: input.value.milestone, note: input.value.note ?? null },
        now,
      );
      if (!edited) return fail(errors.notFound(PROGRESS_NOT_FOUND));
      await tx.outbox.add(
        [
          {
            type: 'ProgressEdited',
            requestId: projectId,
            updateId,
            milestone: edited.milestone,
            by: actedBy(actor),
          },
        ],
        now,
      );
      return ok(edited);
    });
  }
}
