import { buffer } from 'node:stream/consumers';
import type { Email } from '@workshop/application';
import type { ObjectStore } from '../storage/object-store';

/** A file travelling with the email (nodemailer's attachment). */
export interface AttachedFile {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

/**
 * The files an email carries, read from the store: a signed quote's PDF. Unlike a progress
 * photo, the signed copy is what the email is for: one missing from the store fails the send
 * (it is tried again) rather than going without it.
 */
export async function attachedFilesOf(
  email: Email,
  store: Pick<ObjectStore, 'open'> | undefined,
): Promise<AttachedFile[]> {
  const signed =
    email.template === 'signed-copy' || email.template === 'quote-approved'
      ? email.data.signedCopy
      : null;
  if (!signed) return [];
  const object = store ? await store.open(signed.storageKey) : null;
  if (!object) throw new Error(`The signed copy ${signed.storageKey} is not in the store`);
  return [
    {
      filename: signed.fileName,
      content: await buffer(object.body),
      contentType: 'application/pdf',
    },
  ];
}
