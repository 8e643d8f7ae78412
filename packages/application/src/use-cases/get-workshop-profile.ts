import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

export interface CurrentWorkshopProfile {
  /** The saved version it comes from; null while the defaults have never been changed. */
  readonly version: number | null;
  readonly profile: WorkshopProfile;
}

/**
 * The profile every page, email and PDF reads: the newest save, or the spec's defaults. One
 * indexed lookup, read fresh each time so every replica shows a save at once.
 */
export class GetWorkshopProfile {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(): Promise<Result<CurrentWorkshopProfile>> {
    const current = await this.deps.uow.read((db) => db.workshopProfile.current());
    return ok(
      current
        ? { version: current.id, profile: current.document }
        : { version: null, profile: DEFAULT_WORKSHOP_PROFILE },
    );
  }
}
