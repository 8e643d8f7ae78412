import { isExpired, type QuoteDate } from './validity';

/** Where a quote version stands, as the team and the customer see it. */
export type QuoteState =
  'sent' | 'viewed' | 'changes_requested' | 'expired' | 'accepted' | 'declined' | 'superseded';

export interface QuoteFacts {
  readonly current: boolean;
  readonly validUntil: QuoteDate;
  readonly viewedAt: Date | null;
  readonly changesRequestedAt: Date | null;
  readonly declinedAt: Date | null;
  readonly accepted: boolean;
}

/** An answer (accepted, declined) wins; then a newer version; then time; then what was read. */
export function quoteStateOf(quote: QuoteFacts, now: Date): QuoteState {
  if (quote.accepted) return 'accepted';
  if (quote.declinedAt) return 'declined';
  if (!quote.current) return 'superseded';
  if (isExpired(quote.validUntil, now)) return 'expired';
  if (quote.changesRequestedAt) return 'changes_requested';
  if (quote.viewedAt) return 'viewed';
  return 'sent';
}

export const QUOTE_STATE_LABELS: Readonly<Record<QuoteState, string>> = {
  sent: 'Sent',
  viewed: 'Viewed',
  changes_requested: 'Changes requested',
  expired: 'Expired',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Replaced by a newer version',
};
