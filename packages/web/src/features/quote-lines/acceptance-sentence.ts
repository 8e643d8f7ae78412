import {
  formatCents,
  invoiceDueOn,
  taxTreatmentOf,
  versionTotals,
  type PricedVersion,
} from '@workshop/domain';
import { formatDay } from '../../lib/dates';

/**
 * What signing commits to, in one sentence, from the domain's figures: "You accept $6,466.00
 * ($6,100.00 and $366.00 Pennsylvania sales tax). A deposit of $3,233.00 is due by Dec 12,
 * 2026." Null for a quote in words (a range), which names no amount to accept.
 */
export function acceptanceSentence(
  quote: PricedVersion,
  chosen: readonly number[],
  currency: string,
  now: Date,
): string | null {
  const totals = versionTotals(quote, chosen);
  if (!totals) return null;
  const money = (cents: number) => formatCents(cents, currency);
  const treatment = taxTreatmentOf(quote);
  const tax =
    treatment.kind === 'taxed' && totals.taxCents > 0
      ? ` (${money(totals.subtotalCents)} and ${money(totals.taxCents)} ${treatment.tax.name})`
      : '';
  const deposit =
    totals.depositCents > 0
      ? ` A deposit of ${money(totals.depositCents)} is due by ${formatDay(invoiceDueOn(now))}.`
      : '';
  return `You accept ${money(totals.totalCents)}${tax}.${deposit}`;
}
