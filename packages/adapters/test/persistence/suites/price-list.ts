import type { Transaction } from '@workshop/application';
import { DEFAULT_PRICE_LIST } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

export function priceListRepositoryTests(repos: () => Transaction): void {
  describe('PriceListRepository', () => {
    it('has no current list until the first save', async () => {
      expect(await repos().priceList.current()).toBeNull();
      expect(await repos().priceList.history(10)).toEqual([]);
    });

    it('keeps every save whole, the newest current, and reads them back newest first', async () => {
      const prices = repos().priceList;
      const first = await prices.save({
        list: DEFAULT_PRICE_LIST,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
        now: T0,
      });
      const dearer = {
        ...DEFAULT_PRICE_LIST,
        materialFactors: { ...DEFAULT_PRICE_LIST.materialFactors, walnut: 1.8 },
      };
      const second = await prices.save({
        list: dearer,
        savedBy: null,
        restoredFrom: first.id,
        now: at(5),
      });
      expect(second.id).toBeGreaterThan(first.id);
      expect(await prices.current()).toEqual(second);
      expect(await prices.findById(first.id)).toEqual({
        id: first.id,
        list: DEFAULT_PRICE_LIST,
        savedAt: T0,
        savedBy: { staffId: 3, name: 'Ada Oakes' },
        restoredFrom: null,
      });
      expect((await prices.findById(second.id))?.list.materialFactors['walnut']).toBe(1.8);
      expect(await prices.findById(second.id + 100)).toBeNull();
      expect((await prices.history(10)).map((version) => version.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(await prices.history(1)).toEqual([second]);
    });
  });
}
