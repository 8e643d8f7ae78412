import type { Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';

const photo = {
  path: `progress-${'d'.repeat(32)}.jpg`,
  thumbnailPath: `progress-${'e'.repeat(32)}.jpg`,
  originalName: 'glue-up.jpg',
  width: 1200,
  height: 800,
};

export function progressRepositoryTests(repos: () => Transaction): void {
  describe('ProgressRepository', () => {
    it('finds one entry of a project’s timeline by its id, and no other project’s', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      const posted = await repos().progress.create(
        {
          projectId: request.id,
          kind: 'update',
          milestone: 'Glue-up',
          note: null,
          photos: [photo],
        },
        T0,
      );
      await repos().progress.create(
        { projectId: request.id, kind: 'update', milestone: 'Sanding', note: null, photos: [] },
        at(1),
      );

      expect(await repos().progress.findById(request.id, posted.id)).toEqual(posted);
      expect(await repos().progress.findById(other.request.id, posted.id)).toBeNull();
      expect(await repos().progress.findById(request.id, 999_999)).toBeNull();
    });
  });
}
