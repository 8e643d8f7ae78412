import type { Readable } from 'node:stream';
import type { FileStorage } from '@workshop/application';

/**
 * The names the upload path gives files: random, flat, with the file's extension, and for the
 * files only their owners may read (message attachments) a prefix saying what they are. A store
 * refuses any other name, so nothing a client sends can reach outside it.
 */
export const STORED_NAME = /^(?:[a-z]{1,16}-)?[a-f0-9]{32}\.(jpg|png|gif|webp|pdf)$/;

/**
 * What GET /uploads/{name} serves to anyone holding the name: the projects' images only. A
 * private file's name never matches, so it is read only through the route that checks who asks.
 */
export const PUBLIC_UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|gif)$/;

/** A message attachment's stored name: `attachment-<random>.<ext>`. */
export const ATTACHMENT_PREFIX = 'attachment-';

/** A quote drawing's stored name: `drawing-<random>.<ext>`, private like an attachment. */
export const DRAWING_PREFIX = 'drawing-';

const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

/** The content type of a stored name. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return extension in CONTENT_TYPES
    ? CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES]
    : 'application/octet-stream';
}

export interface StoredObjectInfo {
  readonly size: number;
  readonly lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  /** The content, streamed from the store; destroy it if it is not read to the end. */
  readonly body: Readable;
}

/**
 * Where uploaded files live: a folder (local mode, one API process) or an S3 bucket (shared by
 * every API replica). The application sees only `remove`; the upload path and /uploads use the
 * rest. One suite (test/storage) holds both adapters to this contract.
 */
export interface ObjectStore extends FileStorage {
  /** For the start line and logs: where the files are. */
  readonly description: string;
  /** Throws a StartupError (one line) when the store cannot be used: no bucket, refused keys. */
  verify(): Promise<void>;
  /** Moves a local file into the store under `name`: afterwards the local file is gone. */
  putFile(name: string, localPath: string): Promise<void>;
  stat(name: string): Promise<StoredObjectInfo | null>;
  open(name: string): Promise<StoredObject | null>;
  /** Never throws: a file that cannot be removed now is logged and left behind. */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

export class InvalidObjectName extends Error {
  constructor(name: string) {
    super(`Not a stored file name: ${JSON.stringify(name.slice(0, 80))}`);
    this.name = 'InvalidObjectName';
  }
}
