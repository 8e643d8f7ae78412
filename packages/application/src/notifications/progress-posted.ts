import { notification, ready } from './notification';
import type { ProjectDetails } from './project';

export interface ProgressPostedData extends ProjectDetails {
  readonly milestone: string;
  readonly note: string | null;
  readonly photoCount: number;
  /** The first photo's small copy (a stored name), shown inline in the email. */
  readonly thumbnail: { readonly path: string; readonly alt: string } | null;
}

export const progressPosted = notification<'ProgressPosted', ProgressPostedData>({
  answers: 'ProgressPosted',
  title: 'Workshop progress',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    // An update deleted since (with its project) has nobody left to tell.
    const update = await tx.progress.findById(loaded.request.id, event.updateId);
    if (!update) return null;
    const first = update.photos[0];
    return ready(loaded.customerEmail, {
      ...loaded.details,
      milestone: update.milestone,
      note: update.note,
      photoCount: update.photos.length,
      thumbnail: first
        ? { path: first.thumbnailPath, alt: `Workshop photo: ${update.milestone}` }
        : null,
    });
  },
});
