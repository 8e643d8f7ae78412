/**
 * What a message may carry, checked twice: in the browser as files are picked (by declared type
 * and size, to say so at once) and on the server by content (the only check that counts).
 */
export const MAX_MESSAGE_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The content types a message attachment may have, each with the extension it is stored under. */
export const ATTACHMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_CONTENT_TYPES = Object.keys(ATTACHMENT_TYPES) as AttachmentContentType[];

export function isAttachmentContentType(type: string): type is AttachmentContentType {
  return Object.hasOwn(ATTACHMENT_TYPES, type);
}

/** For the file picker's `accept`: the types and the extensions people's files carry. */
export const ATTACHMENT_ACCEPT: Readonly<Record<AttachmentContentType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

export const TOO_MANY_ATTACHMENTS_MESSAGE = `A message can carry at most ${MAX_MESSAGE_ATTACHMENTS} attachments`;

export const attachmentTooLargeMessage = (name: string): string =>
  `"${name}" is larger than 10 MB: each attachment must be 10 MB or smaller`;

export const attachmentWrongTypeMessage = (name: string): string =>
  `"${name}" is not a JPEG, PNG, GIF, WebP or PDF file`;

export const attachmentEmptyMessage = (name: string): string => `"${name}" is empty`;

/** What the browser knows of a file before sending it; a File satisfies it. */
export interface AttachmentCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * The browser's early word on one file, or null when it may go: the server reads the bytes
 * and has the last word (a renamed file passes here and is refused there).
 */
export function attachmentProblem(file: AttachmentCandidate): string | null {
  if (!isAttachmentContentType(file.type)) return attachmentWrongTypeMessage(file.name);
  if (file.size === 0) return attachmentEmptyMessage(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return attachmentTooLargeMessage(file.name);
  return null;
}

/** The workshop's drawings on one quote version: the same files as a message's, more of them. */
export const MAX_QUOTE_DRAWINGS = 5;
export const TOO_MANY_DRAWINGS_MESSAGE = `A quote version can carry at most ${MAX_QUOTE_DRAWINGS} drawings`;
