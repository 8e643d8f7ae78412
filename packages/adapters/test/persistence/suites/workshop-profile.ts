import type { Transaction } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

export function workshopProfileRepositoryTests(repos: () => Transaction): void {
  describe('WorkshopProfileRepository: team photos', () => {
    it('keeps team photos for good, so a version naming one reads it back after another save', async () => {
      const profile = repos().workshopProfile;
      const photo = await profile.addTeamPhoto(
        {
          path: 'team-a.jpg',
          thumbnailPath: 'team-a-small.jpg',
          originalName: 'sam.jpg',
          width: 1200,
          height: 1600,
        },
        T0,
      );
      expect(photo).toEqual({ id: photo.id, width: 1200, height: 1600 });
      const withPhoto = await profile.save({
        document: { ...DEFAULT_WORKSHOP_PROFILE, team: [{ name: 'Sam', role: '', photo }] },
        savedBy: null,
        restoredFrom: null,
        now: at(1),
      });
      await profile.save({
        document: { ...DEFAULT_WORKSHOP_PROFILE, team: [{ name: 'Sam', role: '', photo: null }] },
        savedBy: null,
        restoredFrom: null,
        now: at(2),
      });
      expect((await profile.findById(withPhoto.id))?.document.team[0]?.photo).toEqual(photo);
      expect(await profile.teamPhotos([photo.id, photo.id + 1])).toEqual([photo]);
      expect(await profile.teamPhotos([])).toEqual([]);
      expect(await profile.teamPhotoPath(photo.id)).toBe('team-a.jpg');
      expect(await profile.teamPhotoPath(photo.id + 1)).toBeNull();
    });
  });
}
