import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject, injectable } from 'inversify';
import type { FileStorage } from '@workshop/application';
import { TOKENS } from '../composition/tokens';

/** Stored names are random and flat; anything else is refused so no path can escape the folder. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif)$/;

@injectable()
export class DiskFileStorage implements FileStorage {
  constructor(@inject(TOKENS.uploadDirectory) readonly directory: string) {}

  pathOf(name: string): string | null {
    return STORED_NAME.test(name) ? join(this.directory, name) : null;
  }

  async remove(name: string): Promise<void> {
    const path = this.pathOf(name);
    if (path) await rm(path, { force: true });
  }
}
