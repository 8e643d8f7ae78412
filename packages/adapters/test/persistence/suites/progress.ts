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
          authorName: 'Sam',
        },
        T0,
      );
      await repos().progress.create(
        {
          projectId: request.id,
          kind: 'update',
          milestone: 'Sanding',
          note: null,
          photos: [],
          authorName: null,
        },
        at(1),
      );

      expect(await repos().progress.findById(request.id, posted.id)).toEqual(posted);
      expect(await repos().progress.findById(other.request.id, posted.id)).toBeNull();
      expect(await repos().progress.findById(request.id, 999_999)).toBeNull();
    });

    it('edits a live entry and marks it edited; another project’s entry is not found', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      const posted = await repos().progress.create(
        {
          projectId: request.id,
          kind: 'update',
          milestone: 'Glue-up',
          note: 'Clamped',
          photos: [photo],
          authorName: 'Sam',
        },
        T0,
      );
      expect(posted).toMatchObject({ authorName: 'Sam', editedAt: null });

      const edit = { milestone: 'Glue-up done', note: null };
      expect(await repos().progress.edit(other.request.id, posted.id, edit, at(1))).toBeNull();
      const edited = await repos().progress.edit(request.id, posted.id, edit, at(2));
      expect(edited).toEqual({ ...posted, milestone: 'Glue-up done', note: null, editedAt: at(2) });
      expect(await repos().progress.listByProject(request.id)).toEqual([edited]);
    });

    it('soft-deletes an entry: off the timeline, its files kept, not deleted twice', async () => {
      const { request } = await seedRequest(repos());
      const kept = await repos().progress.create(
        {
          projectId: request.id,
          kind: 'update',
          milestone: 'Sanding',
          note: null,
          photos: [],
          authorName: null,
        },
        T0,
      );
      const gone = await repos().progress.create(
        {
          projectId: request.id,
          kind: 'update',
          milestone: 'Wrong photo',
          note: null,
          photos: [photo],
          authorName: 'Sam',
        },
        at(1),
      );

      expect(
        await repos().progress.softDelete(request.id, gone.id, 'Other project', at(2)),
      ).toEqual(gone);
      expect(await repos().progress.listByProject(request.id)).toEqual([kept]);
      expect(await repos().progress.findById(request.id, gone.id)).toBeNull();
      expect(await repos().progress.softDelete(request.id, gone.id, 'Again', at(3))).toBeNull();
      expect(
        await repos().progress.edit(request.id, gone.id, { milestone: 'x', note: null }, at(3)),
      ).toBeNull();
      // Its photos still belong to the project (removed with it, not swept as strays).
      expect(await repos().progress.filesOf(request.id)).toEqual([photo.path, photo.thumbnailPath]);
    });
  });
}
