import type { Request } from 'express';
import type { ObjectStore } from '../storage/object-store';

/** Where keeping a file failed: receiving it to scratch, the store, or too little free space. */
export type StorageStage = 'scratch' | 'store' | 'low_space';

/**
 * Our side could not keep a file: never the sender's fault, so a 503 with a message, an error
 * line in the log and a count on /metrics (http/app.ts answers it), never a 400 or a bare 500.
 */
export class StorageFailure extends Error {
  constructor(
    readonly stage: StorageStage,
    override readonly cause?: unknown,
  ) {
    super(`file storage failed (${stage})`);
    this.name = 'StorageFailure';
  }
}

export const STORAGE_DOWN_MESSAGE =
  'Files cannot be stored right now. Please try again in a few minutes.';
export const LOW_SPACE_MESSAGE =
  'The server is short of space for files right now. Please try again later.';

/** File system errors of the machine, not of the request: a full disk, a folder gone. */
const MACHINE_FAULTS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'ENOENT',
  'EMFILE',
]);

/** A multer error that is the disk's doing, as a StorageFailure; else null (the form's). */
export function scratchFailure(error: unknown): StorageFailure | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'string' && MACHINE_FAULTS.has(code)
    ? new StorageFailure('scratch', error)
    : null;
}

/** The store as the uploads use it: a failure to write is a StorageFailure. */
export function storeForUploads(store: ObjectStore): ObjectStore {
  return Object.assign(Object.create(store) as ObjectStore, {
    putFile: (name: string, localPath: string) =>
      store.putFile(name, localPath).catch((error: unknown) => {
        throw new StorageFailure('store', error);
      }),
    open: (name: string) =>
      store.open(name).catch((error: unknown) => {
        throw new StorageFailure('store', error);
      }),
  });
}

/** Scratch files multer writes, by request: removed whatever happens to the request. */
const scratchFiles = new WeakMap<Request, string[]>();

export function rememberScratch(req: Request, path: string): void {
  const files = scratchFiles.get(req) ?? [];
  files.push(path);
  scratchFiles.set(req, files);
}

export function scratchOf(req: Request): readonly string[] {
  return scratchFiles.get(req) ?? [];
}
