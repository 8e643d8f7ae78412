import { buffer } from 'node:stream/consumers';
import type { Email } from '@workshop/application';
import { contentTypeOf, type ObjectStore } from '../storage/object-store';
import { PROGRESS_PHOTO_CID } from './templates';

/** A part of the email shown inside it (nodemailer's attachment with a Content-ID). */
export interface InlineImage {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
  readonly cid: string;
}

/**
 * The small photo a progress email shows, read from the store. A photo gone since (its project
 * deleted) leaves the email without it rather than failing it: the text says everything else.
 */
export async function inlinePhotosOf(
  email: Email,
  store: Pick<ObjectStore, 'open'> | undefined,
): Promise<InlineImage[]> {
  if (email.template !== 'progress-posted' || !email.data.thumbnail || !store) return [];
  const path = email.data.thumbnail.path;
  const object = await store.open(path);
  if (!object) return [];
  return [
    {
      filename: 'progress-photo.jpg',
      content: await buffer(object.body),
      contentType: contentTypeOf(path),
      cid: PROGRESS_PHOTO_CID,
    },
  ];
}
