import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProgressUpdate } from '../records';
import { ok, type Result } from '../result';

/** A project's progress timeline, newest first: for its customer and the workshop only. */
export class ListProgress {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, projectId: number): Promise<Result<ProgressUpdate[]>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      return ok(await db.progress.listByProject(projectId));
    });
  }
}
