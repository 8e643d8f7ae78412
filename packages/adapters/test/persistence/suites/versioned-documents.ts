import type { Transaction, VersionedDocumentRepository } from '@workshop/application';
import { DEFAULT_PRICE_LIST, DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

function documentTests<Document>(
  name: string,
  repo: () => VersionedDocumentRepository<Document>,
  first: Document,
  changed: Document,
): void {
  describe(name, () => {
    it('has no current version until the first save', async () => {
      expect(await repo().current()).toBeNull();
      expect(await repo().history(10)).toEqual([]);
    });

    it('keeps every save whole, the newest current, and reads them back newest first', async () => {
      const saved = await repo().save({
        document: first,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
        now: T0,
      });
      const second = await repo().save({
        document: changed,
        savedBy: null,
        restoredFrom: saved.id,
        now: at(5),
      });
      expect(second.id).toBeGreaterThan(saved.id);
      expect(await repo().current()).toEqual(second);
      expect(await repo().findById(saved.id)).toEqual({
        id: saved.id,
        document: first,
        savedAt: T0,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
      });
      expect((await repo().findById(second.id))?.document).toEqual(changed);
      expect(await repo().findById(second.id + 100)).toBeNull();
      expect((await repo().history(10)).map((version) => version.id)).toEqual([
        second.id,
        saved.id,
      ]);
      expect(await repo().history(1)).toEqual([second]);
    });
  });
}

/** The documents the owner edits and can restore: the workshop's profile and its price list. */
export function versionedDocumentTests(repos: () => Transaction): void {
  documentTests(
    'WorkshopProfileRepository',
    () => repos().workshopProfile,
    DEFAULT_WORKSHOP_PROFILE,
    {
      ...DEFAULT_WORKSHOP_PROFILE,
      name: 'Birch & Bench',
      team: [{ name: 'Sam Carver', role: 'Finisher', photo: null }],
    },
  );
  documentTests('PriceListRepository', () => repos().priceList, DEFAULT_PRICE_LIST, {
    ...DEFAULT_PRICE_LIST,
    materialFactors: { ...DEFAULT_PRICE_LIST.materialFactors, walnut: 1.8 },
  });
}
