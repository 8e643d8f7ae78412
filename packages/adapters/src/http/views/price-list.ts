import type { PriceListVersion } from '@workshop/application';
import {
  FEATURES_BY_TYPE,
  PRICED_FINISHES,
  PRICED_MATERIALS,
  WIZARD_FURNITURE_TYPES,
  type PriceList,
} from '@workshop/domain';
import { iso, type Schema } from '../answers';

const figures = (
  keys: readonly string[],
  from: Readonly<Record<string, number>>,
): Record<string, number> =>
  Object.fromEntries(keys.flatMap((key) => (from[key] === undefined ? [] : [[key, from[key]]])));

/** The list's figures, each named by the catalog: nothing else a stored row may hold. */
export function priceListView(list: PriceList): Schema<'PriceList'> {
  return {
    basePrices: figures(WIZARD_FURNITURE_TYPES, list.basePrices),
    fixedShare: list.fixedShare,
    materialFactors: figures(
      PRICED_MATERIALS.map((option) => option.value),
      list.materialFactors,
    ),
    finishFactors: figures(
      PRICED_FINISHES.map((option) => option.value),
      list.finishFactors,
    ),
    featurePrices: Object.fromEntries(
      WIZARD_FURNITURE_TYPES.map((type) => [
        type,
        figures(FEATURES_BY_TYPE[type], list.featurePrices[type] ?? {}),
      ]),
    ),
    range: { low: list.range.low, high: list.range.high },
  };
}

/** One saved version; who saved it by name only (null for the owner's passkey). */
export function priceListVersionView(version: PriceListVersion): Schema<'PriceListVersion'> {
  return {
    id: version.id,
    savedAt: iso(version.savedAt),
    savedBy: version.savedBy?.name ?? null,
    restoredFrom: version.restoredFrom,
    list: priceListView(version.document),
  };
}
