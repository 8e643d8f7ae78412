import type { Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import type { Result } from '../result';

/**
 * The workshop reads one project as it is now: a dialog opened from a page read a while ago
 * (another admin may have completed the project since) asks before it offers a change.
 */
export class GetRequest {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<FurnitureRequest>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.read((db) => loadVisibleRequest(db, actor, id));
  }
}
