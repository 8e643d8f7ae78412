import { loadVisibleRequest } from '../access';
import type { Actor } from '../actor';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { ShowcaseConsent } from '../records';
import { ok, type Result } from '../result';

/** The customer's answer on showing their piece; null while they have not answered. */
export class GetShowcaseConsent {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, projectId: number): Promise<Result<ShowcaseConsent | null>> {
    return this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      return ok(await db.showcase.consentOf(projectId));
    });
  }
}
