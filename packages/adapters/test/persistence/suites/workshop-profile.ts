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
      const team = [{ name: 'Sam Carver', role: 'Finisher' }];
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
  });
}
