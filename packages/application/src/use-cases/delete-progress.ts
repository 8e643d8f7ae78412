import { progressDeletionSchema, validate } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressUpdate } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { PROGRESS_NOT_FOUND } from './edit-progress';

/**
 * The workshop takes a progress update off the customer's timeline, saying why. The row stays
 * (with the reason) and ProgressDeleted tells the activity log; its photos stay stored, so the
 * log's story and a piece published from them are not broken. They go with the project.
 */
export class DeleteProgress {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(
    actor: Actor,
    projectId: number,
    updateId: number,
    fields: unknown,
  ): Promise<Result<ProgressUpdate>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(progressDeletionSchema, fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const deleted = await tx.progress.softDelete(projectId, updateId, input.value.reason, now);
      if (!deleted) return fail(errors.notFound(PROGRESS_NOT_FOUND));
      await tx.outbox.add(
        [
          {
            type: 'ProgressDeleted',
            requestId: projectId,
            updateId,
            milestone: deleted.milestone,
            reason: input.value.reason,
            by: actedBy(actor),
          },
        ],
        now,
      );
      return ok(deleted);
    });
  }
}
