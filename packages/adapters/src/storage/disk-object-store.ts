import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { StartupError } from '../startup-error';
import {
  InvalidObjectName,
  STORED_NAME,
  type ObjectStore,
  type StoredObject,
  type StoredObjectInfo,
} from './object-store';

const hasCode = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;

/** Files in one folder of this machine: right for one process (local mode), not for replicas. */
export class DiskObjectStore implements ObjectStore {
  readonly description: string;

  constructor(
    readonly directory: string,
    private readonly logger?: Logger,
  ) {
    this.description = `folder ${directory}`;
  }

  async verify(): Promise<void> {
    try {
      await mkdir(this.directory, { recursive: true });
      await access(this.directory, constants.W_OK);
    } catch (error) {
      throw new StartupError(
        `The upload folder ${this.directory} cannot be written: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async putFile(name: string, localPath: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.directory, { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      // The scratch folder is on another file system (a mounted volume): copy instead.
      if (!hasCode(error, 'EXDEV')) throw error;
      await copyFile(localPath, target);
      await rm(localPath, { force: true });
    }
  }

  async stat(name: string): Promise<StoredObjectInfo | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const info = await stat(this.pathOf(name));
      return { size: info.size, lastModified: info.mtime };
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async open(name: string): Promise<StoredObject | null> {
    if (!STORED_NAME.test(name)) return null;
    // Opened before it is measured: a file removed in between is read whole or not found.
    let handle;
    try {
      handle = await open(this.pathOf(name), 'r');
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return null;
      throw error;
    }
    const info = await handle.stat();
    return {
      size: info.size,
      lastModified: info.mtime,
      body: handle.createReadStream({ autoClose: true }),
    };
  }

  async *list(): AsyncIterable<{ name: string; lastModified: Date }> {
    const names = await readdir(this.directory).catch((error: unknown) => {
      if (hasCode(error, 'ENOENT')) return [];
      throw error;
    });
    for (const name of names) {
      if (!STORED_NAME.test(name)) continue;
      const info = await this.stat(name);
      if (info) yield { name, lastModified: info.lastModified };
    }
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await rm(this.pathOf(name), { force: true }).catch((error: unknown) => {
      this.logger?.warn({ err: error, file: name }, 'an uploaded file could not be removed');
    });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new InvalidObjectName(name);
    return join(this.directory, name);
  }
}
