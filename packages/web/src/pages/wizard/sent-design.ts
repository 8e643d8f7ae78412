import {
  buildPieceModel,
  describePiece,
  estimatePrice,
  formatPriceRange,
  pieceDesignOf,
  type PriceList,
  type WizardDraft,
} from '@workshop/domain';

/** The design in words and its indicative price, as the confirmation repeats them. */
export function sentDesign(
  draft: WizardDraft,
  prices: PriceList,
): { summary: string | null; price: string | null } {
  const design = pieceDesignOf(draft);
  if (!design) return { summary: null, price: null };
  return {
    summary: describePiece(buildPieceModel(design)).replace(/^Preview of your /, 'Your '),
    price: formatPriceRange(estimatePrice(design, prices)),
  };
}
