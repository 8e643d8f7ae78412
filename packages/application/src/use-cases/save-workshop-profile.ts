import { validate, workshopProfileSchema } from '@workshop/domain';
import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkshopProfileVersion } from '../ports/workshop-profile-repository';
import { errors, fail, ok, type Result } from '../result';
import { withStoredPhotos } from '../team-photos';

/** The owner saves the whole profile: a new version, so the one before can be restored. */
export class SaveWorkshopProfile {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, body: unknown): Promise<Result<WorkshopProfileVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const input = validate(workshopProfileSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    return this.deps.uow.run(async (tx) => {
      const team = await withStoredPhotos(tx, input.value.team);
      if (!team.ok) return team;
      return ok(
        await tx.workshopProfile.save({
          document: { ...input.value, team: team.value },
          savedBy: actedBy(actor),
          restoredFrom: null,
          now: this.deps.clock.now(),
        }),
      );
    });
  }
}
