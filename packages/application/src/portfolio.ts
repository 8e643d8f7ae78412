import { PORTFOLIO_SPEC_ITEMS } from '@workshop/domain';
import { actedBy, type Actor } from './actor';
import type { PortfolioChange, PortfolioItem } from './ports/portfolio-repository';
import type { Reads, Transaction } from './ports/unit-of-work';

export const PORTFOLIO_ITEM_NOT_FOUND = 'Portfolio item not found';
export const PORTFOLIO_PHOTO_NOT_FOUND = 'Photo not found';

/** The spec's six as a fresh install shows them: no photos, never changed. */
const SPEC_DEFAULTS: readonly PortfolioItem[] = PORTFOLIO_SPEC_ITEMS.map((item) => ({
  ...item,
  hidden: false,
  photos: [],
  changedAt: null,
  changedBy: null,
}));

/** The portfolio in order, hidden items included: the spec's six until the first change. */
export async function portfolioOf(db: Pick<Reads, 'portfolio'>): Promise<PortfolioItem[]> {
  const items = await db.portfolio.list();
  return items.length > 0 ? items : [...SPEC_DEFAULTS];
}

/** Before any change: the spec's six become rows, so the change has something to apply to. */
export async function beginPortfolioChange(
  tx: Transaction,
  actor: Actor,
  now: Date,
): Promise<PortfolioChange> {
  await tx.portfolio.materialize(PORTFOLIO_SPEC_ITEMS);
  return { by: actedBy(actor), now };
}
