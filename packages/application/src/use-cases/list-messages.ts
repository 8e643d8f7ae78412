import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ProjectMessage } from '../records';
import { ok, type Result } from '../result';

/** A project's conversation, oldest first, for the workshop or the project's customer. */
export class ListMessages {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, projectId: number): Promise<Result<ProjectMessage[]>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      return ok(await db.messages.listByProject(projectId));
    });
  }
}
