import { statfs } from 'node:fs/promises';
import type { ObjectStore } from './object-store';

/** A check of the store waits this long: a bucket that does not answer is down. */
const CHECK_TIMEOUT_MS = 2_000;
/** Checks within this of each other share one answer (readiness probes, scrapes, uploads). */
const CHECK_TTL_MS = 1_000;

/**
 * Whether uploaded files can be kept: the store answers (a bucket shared by every replica, or
 * the local folder) and the scratch folder has room. Read by /readyz, /metrics and the uploads.
 */
export class StorageHealth {
  private last: { at: number; up: Promise<boolean> } | null = null;

  constructor(
    private readonly store: ObjectStore,
    /** Where uploads are received before they are checked (DATA_DIR/tmp). */
    readonly scratchDir: string,
    /** Uploads are refused below this much free space in the scratch folder's file system. */
    readonly minFreeBytes: number,
  ) {}

  up(): Promise<boolean> {
    const now = Date.now();
    if (!this.last || now - this.last.at > CHECK_TTL_MS) {
      this.last = {
        at: now,
        up: withinTime(this.store.verify()).then(
          () => true,
          () => false,
        ),
      };
    }
    return this.last.up;
  }

  /** Bytes free to this process in the scratch folder's file system; null when unknown. */
  async freeBytes(): Promise<number | null> {
    try {
      const stats = await statfs(this.scratchDir);
      return stats.bavail * stats.bsize;
    } catch {
      return null;
    }
  }

  /** False when the scratch folder is short of the configured free space. */
  async roomForUploads(): Promise<boolean> {
    const free = await this.freeBytes();
    return free === null || free >= this.minFreeBytes;
  }
}

function withinTime(check: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('storage check timed out')), CHECK_TIMEOUT_MS);
    check.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
