import type { ActedBy, TeamPhoto, WorkshopProfile } from '@workshop/domain';
import type { ProgressPhoto, WorkshopProfileRepository, WorkshopProfileVersion } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeWorkshopProfileRepository implements WorkshopProfileRepository {
  constructor(private readonly store: InMemoryStore) {}

  async current(): Promise<WorkshopProfileVersion | null> {
    return copy(this.store.tables.workshopProfiles.at(-1) ?? null);
  }

  async findById(id: number): Promise<WorkshopProfileVersion | null> {
    return copy(this.store.tables.workshopProfiles.find((row) => row.id === id) ?? null);
  }

  async history(limit: number): Promise<WorkshopProfileVersion[]> {
    return copy(this.store.tables.workshopProfiles.slice(-limit).reverse());
  }

  async save(version: {
    profile: WorkshopProfile;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<WorkshopProfileVersion> {
    const row: WorkshopProfileVersion = {
      id: this.store.nextId('workshopProfiles'),
      profile: copy(version.profile),
      savedAt: version.now,
      savedBy: copy(version.savedBy),
      restoredFrom: version.restoredFrom,
    };
    this.store.tables.workshopProfiles.push(row);
    return copy(row);
  }

  async addTeamPhoto(photo: ProgressPhoto): Promise<TeamPhoto> {
    const row = { ...copy(photo), id: this.store.nextId('teamPhotos') };
    this.store.tables.teamPhotos.push(row);
    return { id: row.id, width: row.width, height: row.height };
  }

  async teamPhotos(ids: readonly number[]): Promise<TeamPhoto[]> {
    return this.store.tables.teamPhotos
      .filter((row) => ids.includes(row.id))
      .map(({ id, width, height }) => ({ id, width, height }));
  }

  async teamPhotoPath(id: number): Promise<string | null> {
    return this.store.tables.teamPhotos.find((row) => row.id === id)?.path ?? null;
  }
}
