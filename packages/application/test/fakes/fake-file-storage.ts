import type { FileStorage } from '../../src';

export class FakeFileStorage implements FileStorage {
  readonly removed: string[] = [];

  async remove(path: string): Promise<void> {
    this.removed.push(path);
  }
}
