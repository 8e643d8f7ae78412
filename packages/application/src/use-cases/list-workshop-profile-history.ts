import type { Actor } from '../actor';
import { requireOwner } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkshopProfileVersion } from '../ports/workshop-profile-repository';
import { ok, type Result } from '../result';

/** How many earlier saves the owner sees, newest first. */
export const PROFILE_HISTORY_LIMIT = 50;

/** The saved versions of the profile, for the owner to compare and restore. */
export class ListWorkshopProfileHistory {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor): Promise<Result<WorkshopProfileVersion[]>> {
    const owner = requireOwner(actor);
    if (!owner.ok) return owner;
    return ok(await this.deps.uow.read((db) => db.workshopProfile.history(PROFILE_HISTORY_LIMIT)));
  }
}
