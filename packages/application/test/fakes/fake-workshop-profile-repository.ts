import type { ActedBy, WorkshopProfile } from '@workshop/domain';
import type { WorkshopProfileRepository, WorkshopProfileVersion } from '../../src';
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
}
