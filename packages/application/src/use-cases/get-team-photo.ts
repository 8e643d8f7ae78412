import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { TEAM_PHOTO_NOT_FOUND } from '../team-photos';

/**
 * A team photo's stored file, for anyone while the current profile shows it. A removed photo
 * is kept for the history but not served: it comes back when a version showing it is restored.
 */
export class GetTeamPhoto {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(photoId: number): Promise<Result<{ path: string }>> {
    return this.deps.uow.read(async (db) => {
      const current = await db.workshopProfile.current();
      const shown = current?.document.team.some((member) => member.photo?.id === photoId);
      const path = shown ? await db.workshopProfile.teamPhotoPath(photoId) : null;
      return path ? ok({ path }) : fail(errors.notFound(TEAM_PHOTO_NOT_FOUND));
    });
  }
}
