import type { TeamPhoto, WorkshopProfile } from '@workshop/domain';
import type { ProgressPhoto, WorkshopProfileRepository } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';
import { FakeVersionedDocumentRepository } from './fake-versioned-document-repository';

export class FakeWorkshopProfileRepository
  extends FakeVersionedDocumentRepository<WorkshopProfile>
  implements WorkshopProfileRepository
{
  constructor(store: InMemoryStore) {
    super(store, 'workshopProfiles', (tables) => tables.workshopProfiles);
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
