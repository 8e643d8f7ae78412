import type { FileStorage } from '../../src';

export class FakeFileStorage implements FileStorage {
  readonly removed: string[] = [];
  /** What the store holds, by name, with when each was written. */
  readonly stored = new Map<string, Date>();

  async remove(path: string): Promise<void> {
    this.removed.push(path);
    this.stored.delete(path);
  }

  async *list(): AsyncIterable<{ name: string; lastModified: Date }> {
    for (const [name, lastModified] of [...this.stored]) yield { name, lastModified };
  }
}
