import type { Actor } from '../actor';
import { actedBy } from '../actor';
import { requireOwner } from '../access';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkshopProfileVersion } from '../ports/workshop-profile-repository';
import type { ProgressPhoto } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { TEAM_MEMBER_NOT_FOUND } from '../team-photos';

/**
 * The owner gives a team member a photo (or a new one): a new version of the profile, so the
 * one before, with the earlier photo or none, can be restored. Stored files whose rows are not
 * written are removed again.
 */
export class SetTeamPhoto {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(
    actor: Actor,
    memberIndex: number,
    photos: readonly ProgressPhoto[],
  ): Promise<Result<WorkshopProfileVersion>> {
    let succeeded = false;
    try {
      const result = await this.set(actor, memberIndex, photos);
      succeeded = result.ok;
      return result;
    } finally {
      if (!succeeded) {
        for (const photo of photos) {
          await this.deps.files.remove(photo.path);
          await this.deps.files.remove(photo.thumbnailPath);
        }
      }
    }
  }

  private async set(
    actor: Actor,
    memberIndex: number,
    photos: readonly ProgressPhoto[],
  ): Promise<Result<WorkshopProfileVersion>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    const [upload] = photos;
    if (!upload) {
      const message = 'Please choose a photo';
      return fail(errors.validation(message, { photo: message }));
    }
    return this.deps.uow.run(async (tx) => {
      const current = await tx.workshopProfile.current();
      const team = current?.document.team ?? [];
      if (!current || !team[memberIndex]) return fail(errors.notFound(TEAM_MEMBER_NOT_FOUND));
      const now = this.deps.clock.now();
      const photo = await tx.workshopProfile.addTeamPhoto(upload, now);
      return ok(
        await tx.workshopProfile.save({
          document: {
            ...current.document,
            team: team.map((member, index) =>
              index === memberIndex ? { ...member, photo } : member,
            ),
          },
          savedBy: actedBy(actor),
          restoredFrom: null,
          now,
        }),
      );
    });
  }
}
