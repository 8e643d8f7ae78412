import type { NewProgressUpdate, ProgressRepository, ProgressUpdate } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeProgressRepository implements ProgressRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(update: NewProgressUpdate, now: Date): Promise<ProgressUpdate> {
    if (!this.store.tables.requests.some((row) => row.id === update.projectId)) {
      throw new Error(`foreign key: progress_updates.request_id ${update.projectId}`);
    }
    const row: ProgressUpdate = {
      ...copy(update),
      id: this.store.nextId('progress'),
      readByCustomer: false,
      postedAt: copy(now),
    };
    this.store.tables.progress.push(row);
    return copy(row);
  }

  async listByProject(projectId: number): Promise<ProgressUpdate[]> {
    return this.store.tables.progress
      .filter((row) => row.projectId === projectId)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id)
      .map(copy);
  }

  async findById(projectId: number, updateId: number): Promise<ProgressUpdate | null> {
    const row = this.store.tables.progress.find(
      (entry) => entry.projectId === projectId && entry.id === updateId,
    );
    return row ? copy(row) : null;
  }

  async markRead(projectId: number): Promise<number> {
    let changed = 0;
    this.store.tables.progress = this.store.tables.progress.map((row) => {
      if (row.projectId !== projectId || row.readByCustomer) return row;
      changed += 1;
      return { ...row, readByCustomer: true };
    });
    return changed;
  }

  async filesOf(projectId: number): Promise<string[]> {
    return this.store.tables.progress
      .filter((row) => row.projectId === projectId)
      .flatMap((row) => row.photos.flatMap((photo) => [photo.path, photo.thumbnailPath]));
  }
}
