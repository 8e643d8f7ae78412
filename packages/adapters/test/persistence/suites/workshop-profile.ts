import type { Transaction } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

export function workshopProfileRepositoryTests(repos: () => Transaction): void {
  describe('WorkshopProfileRepository', () => {
    it('has no current profile until the first save', async () => {
      expect(await repos().workshopProfile.current()).toBeNull();
      expect(await repos().workshopProfile.history(10)).toEqual([]);
    });

    it('keeps every save whole, the newest current, and reads them back newest first', async () => {
      const profile = repos().workshopProfile;
      const first = await profile.save({
        profile: DEFAULT_WORKSHOP_PROFILE,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
        now: T0,
      });
      const team = [{ name: 'Sam Carver', role: 'Finisher', photo: null }];
      const second = await profile.save({
        profile: { ...DEFAULT_WORKSHOP_PROFILE, name: 'Birch & Bench', team },
        savedBy: null,
        restoredFrom: first.id,
        now: at(5),
      });
      expect(second.id).toBeGreaterThan(first.id);
      expect(await profile.current()).toEqual(second);
      expect(await profile.findById(first.id)).toEqual({
        id: first.id,
        profile: DEFAULT_WORKSHOP_PROFILE,
        savedAt: T0,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
      });
      expect((await profile.findById(second.id))?.profile.team).toEqual(team);
      expect(await profile.findById(second.id + 100)).toBeNull();
      expect((await profile.history(10)).map((version) => version.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(await profile.history(1)).toEqual([second]);
    });

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
        profile: { ...DEFAULT_WORKSHOP_PROFILE, team: [{ name: 'Sam', role: '', photo }] },
        savedBy: null,
        restoredFrom: null,
        now: at(1),
      });
      await profile.save({
        profile: { ...DEFAULT_WORKSHOP_PROFILE, team: [{ name: 'Sam', role: '', photo: null }] },
        savedBy: null,
        restoredFrom: null,
        now: at(2),
      });
      expect((await profile.findById(withPhoto.id))?.profile.team[0]?.photo).toEqual(photo);
      expect(await profile.teamPhotos([photo.id, photo.id + 1])).toEqual([photo]);
      expect(await profile.teamPhotos([])).toEqual([]);
      expect(await profile.teamPhotoPath(photo.id)).toBe('team-a.jpg');
      expect(await profile.teamPhotoPath(photo.id + 1)).toBeNull();
    });
  });
}
