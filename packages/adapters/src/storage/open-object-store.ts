import type { Logger } from 'pino';
import type { StorageSettings } from '../config/config';
import { DiskObjectStore } from './disk-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/** The store STORAGE names, checked: a missing bucket or refused keys stop the start here. */
export async function openObjectStore(
  settings: StorageSettings,
  logger: Logger,
): Promise<ObjectStore> {
  const store =
    settings.kind === 's3'
      ? new S3ObjectStore(settings, logger)
      : new DiskObjectStore(settings.directory, logger);
  try {
    await store.verify();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
