import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export type PhotoSize = 'full' | 'thumbnail';

/** Which stored file to send, and the name to give it. */
export interface ProgressPhotoFile {
  readonly path: string;
  readonly downloadName: string;
}

export const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * One photo of a progress update (1-based `n`, in the order posted), for the project's
 * customer and the workshop: anyone else learns nothing, as for the project itself.
 */
export class GetProgressPhoto {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(
    actor: Actor,
    request: { projectId: number; updateId: number; n: number; size: PhotoSize },
  ): Promise<Result<ProgressPhotoFile>> {
    const { projectId, updateId, n, size } = request;
    const found = await this.deps.uow.read(async (db) => {
      const loaded = await loadVisibleRequest(db, actor, projectId);
      if (!loaded.ok) return loaded;
      const updates = await db.progress.listByProject(projectId);
      const photo = updates.find((update) => update.id === updateId)?.photos[n - 1];
      return photo ? ok(photo) : fail<never>(errors.notFound(PHOTO_NOT_FOUND));
    });
    if (!found.ok) return found;
    const photo = found.value;
    const path = size === 'thumbnail' ? photo.thumbnailPath : photo.path;
    const extension = path.slice(path.lastIndexOf('.'));
    const prefix = size === 'thumbnail' ? 'thumbnail-' : '';
    return ok({
      path,
      downloadName: `${prefix}project-${projectId}-update-${updateId}-photo-${n}${extension}`,
    });
  }
}
