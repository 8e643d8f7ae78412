import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkshopProfileVersion } from '../ports/workshop-profile-repository';
import { errors, fail, ok, type Result } from '../result';
import { TEAM_MEMBER_NOT_FOUND } from '../team-photos';

/**
 * The owner takes a member's photo off the landing (their initials show again). A new version
 * of the profile: the photo itself is kept, since an earlier version that shows it can be
 * restored.
 */
export class RemoveTeamPhoto {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, memberIndex: number): Promise<Result<WorkshopProfileVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return this.deps.uow.run(async (tx) => {
      const current = await tx.workshopProfile.current();
      const team = current?.document.team ?? [];
      const member = team[memberIndex];
      if (!current || !member) return fail(errors.notFound(TEAM_MEMBER_NOT_FOUND));
      if (!member.photo) return ok(current);
      return ok(
        await tx.workshopProfile.save({
          document: {
            ...current.document,
            team: team.map((other, index) =>
              index === memberIndex ? { ...other, photo: null } : other,
            ),
          },
          savedBy: actedBy(actor),
          restoredFrom: null,
          now: this.deps.clock.now(),
        }),
      );
    });
  }
}
