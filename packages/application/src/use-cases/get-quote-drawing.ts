import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { QuoteDrawing } from '../records';
import { errors, fail, ok, type Result } from '../result';

/**
 * One of a quote version's drawings, for the project's customer and the workshop only: anyone
 * else is told the project does not exist. The caller streams it from the store.
 */
export class GetQuoteDrawing {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(
    actor: Actor,
    projectId: number,
    version: number,
    position: number,
  ): Promise<Result<QuoteDrawing>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      const drawing = await db.quotes.findDrawing(projectId, version, position);
      return drawing ? ok(drawing) : fail(errors.notFound('Drawing not found'));
    });
  }
}
