import type { Actor } from '../actor';
import { loadOwnRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** The customer opened their project's timeline: its entries are no longer unread. */
export class MarkProgressRead {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, projectId: number): Promise<Result<{ marked: number }>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, projectId);
      if (!loaded.ok) return loaded;
      return ok({ marked: await tx.progress.markRead(projectId) });
    });
  }
}
