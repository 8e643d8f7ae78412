import type {
  NewProgressUpdate,
  ProgressEdit,
  ProgressRepository,
  ProgressUpdate,
} from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

type Row = InMemoryStore['tables']['progress'][number];

/** The record without the row's deletion columns, as the Knex repository answers it. */
const toUpdate = ({ deletedAt: _deletedAt, deletedReason: _deletedReason, ...update }: Row) =>
  copy(update) as ProgressUpdate;

export class FakeProgressRepository implements ProgressRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(update: NewProgressUpdate, now: Date): Promise<ProgressUpdate> {
    if (!this.store.tables.requests.some((row) => row.id === update.projectId)) {
      throw new Error(`foreign key: progress_updates.request_id ${update.projectId}`);
    }
    const row: Row = {
      ...copy(update),
      id: this.store.nextId('progress'),
      readByCustomer: false,
      postedAt: copy(now),
      editedAt: null,
      deletedAt: null,
      deletedReason: null,
    };
    this.store.tables.progress.push(row);
    return toUpdate(row);
  }

  private live(projectId: number, updateId: number): Row | undefined {
    return this.store.tables.progress.find(
      (entry) => entry.projectId === projectId && entry.id === updateId && !entry.deletedAt,
    );
  }

  async listByProject(projectId: number): Promise<ProgressUpdate[]> {
    return this.store.tables.progress
      .filter((row) => row.projectId === projectId && !row.deletedAt)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id)
      .map(toUpdate);
  }

  async findById(projectId: number, updateId: number): Promise<ProgressUpdate | null> {
    const row = this.live(projectId, updateId);
    return row ? toUpdate(row) : null;
  }

  async edit(
    projectId: number,
    updateId: number,
    edit: ProgressEdit,
    now: Date,
  ): Promise<ProgressUpdate | null> {
    const row = this.live(projectId, updateId);
    if (!row) return null;
    const changed: Row = { ...row, ...copy(edit), editedAt: copy(now) };
    this.store.tables.progress = this.store.tables.progress.map((r) => (r === row ? changed : r));
    return toUpdate(changed);
  }

  async softDelete(
    projectId: number,
    updateId: number,
    reason: string,
    now: Date,
  ): Promise<ProgressUpdate | null> {
    const row = this.live(projectId, updateId);
    if (!row) return null;
    const deleted: Row = { ...row, deletedAt: copy(now), deletedReason: reason };
    this.store.tables.progress = this.store.tables.progress.map((r) => (r === row ? deleted : r));
    return toUpdate(row);
  }

  async markRead(projectId: number): Promise<number> {
    let changed = 0;
    this.store.tables.progress = this.store.tables.progress.map((row) => {
      if (row.projectId !== projectId || row.readByCustomer || row.deletedAt) return row;
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
