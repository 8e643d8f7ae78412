import type {
  NewProgressUpdate,
  ProgressEdit,
  ProgressKind,
  ProgressPhoto,
  ProgressRepository,
  ProgressUpdate,
} from '@workshop/application';
import type { Knex } from 'knex';
import { oneOf } from './rows';

export interface ProgressRow {
  id: number;
  request_id: number;
  kind: string;
  milestone: string;
  note: string | null;
  /** jsonb: pg parses it on the way out. */
  photos: ProgressPhoto[];
  read_by_customer: boolean;
  posted_at: Date;
  author_name: string | null;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_reason: string | null;
}

const KINDS: readonly ProgressKind[] = ['update', 'completion'];

const toUpdate = (row: ProgressRow): ProgressUpdate => ({
  id: row.id,
  projectId: row.request_id,
  kind: oneOf(row.kind, KINDS, 'progress_updates.kind'),
  milestone: row.milestone,
  note: row.note,
  photos: row.photos.map((photo) => ({
    path: photo.path,
    thumbnailPath: photo.thumbnailPath,
    originalName: photo.originalName,
    width: photo.width,
    height: photo.height,
  })),
  readByCustomer: row.read_by_customer,
  postedAt: row.posted_at,
  authorName: row.author_name,
  editedAt: row.edited_at,
});

export class KnexProgressRepository implements ProgressRepository {
  constructor(private readonly db: Knex) {}

  private get updates() {
    return this.db<ProgressRow>('progress_updates');
  }

  async create(update: NewProgressUpdate, now: Date): Promise<ProgressUpdate> {
    const [row] = await this.updates
      .insert({
        request_id: update.projectId,
        kind: update.kind,
        milestone: update.milestone,
        note: update.note,
        // Passed as text: node-postgres would write a JS array as a Postgres array, not jsonb.
        photos: this.db.raw('?::jsonb', [JSON.stringify(update.photos)]) as never,
        read_by_customer: false,
        posted_at: now,
        author_name: update.authorName,
      })
      .returning('*');
    if (!row) throw new Error('INSERT INTO progress_updates returned no row');
    return toUpdate(row);
  }

  /** The updates still on the timeline (a deleted one keeps its row for the log). */
  private get live() {
    return this.updates.whereNull('deleted_at');
  }

  async listByProject(projectId: number): Promise<ProgressUpdate[]> {
    const rows = await this.live.where({ request_id: projectId }).orderBy([
      { column: 'posted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return rows.map(toUpdate);
  }

  async findById(projectId: number, updateId: number): Promise<ProgressUpdate | null> {
    const row = await this.live.where({ request_id: projectId, id: updateId }).first();
    return row ? toUpdate(row) : null;
  }

  async edit(
    projectId: number,
    updateId: number,
    edit: ProgressEdit,
    now: Date,
  ): Promise<ProgressUpdate | null> {
    const [row] = await this.live
      .where({ request_id: projectId, id: updateId })
      .update({ milestone: edit.milestone, note: edit.note, edited_at: now })
      .returning('*');
    return row ? toUpdate(row) : null;
  }

  async softDelete(
    projectId: number,
    updateId: number,
    reason: string,
    now: Date,
  ): Promise<ProgressUpdate | null> {
    const [row] = await this.live
      .where({ request_id: projectId, id: updateId })
      .update({ deleted_at: now, deleted_reason: reason })
      .returning('*');
    return row ? toUpdate(row) : null;
  }

  markRead(projectId: number): Promise<number> {
    return this.live
      .where({ request_id: projectId, read_by_customer: false })
      .update({ read_by_customer: true });
  }

  async filesOf(projectId: number): Promise<string[]> {
    const rows = await this.updates.where({ request_id: projectId }).select('photos');
    return rows.flatMap((row) => row.photos.flatMap((photo) => [photo.path, photo.thumbnailPath]));
  }
}
