import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkshopProfileVersion } from '../ports/workshop-profile-repository';
import { errors, fail, ok, type Result } from '../result';

/**
 * The owner brings back an earlier version. It is saved again as the newest, so the version
 * it replaces stays in the history too: a mistaken restore is undone the same way.
 */
export class RestoreWorkshopProfile {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<WorkshopProfileVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return this.deps.uow.run(async (tx) => {
      const earlier = await tx.workshopProfile.findById(id);
      if (!earlier) return fail(errors.notFound('No such version of the profile'));
      return ok(
        await tx.workshopProfile.save({
          document: earlier.document,
          savedBy: actedBy(actor),
          restoredFrom: earlier.id,
          now: this.deps.clock.now(),
        }),
      );
    });
  }
}
