import type { RequestStatus } from './status';

/**
 * Spec section 9: "quote promise 3 business days" (and the new-request hint, "We'll send you a
 * quote within 3 business days"). Business days are Monday to Friday; Saturday and Sunday do
 * not count. Days are UTC calendar days: the site has no workshop time zone setting, and one
 * rule on the server, in the browser and in SQL matters more than a few hours at a weekend's edge.
 */
export const QUOTE_PROMISE_BUSINESS_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (instant: Date): boolean => {
  const day = instant.getUTCDay();
  return day === 0 || day === 6;
};

const startOfUtcDay = (instant: Date): Date =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));

/**
 * When the quote is due: the promise's business days after the request arrived, at the same time
 * of day. A request sent on a weekend starts its clock on Monday at 00:00, so nothing sent on
 * Saturday falls due before something sent on the Friday before it (the due date only ever
 * moves forward with the arrival time, which is what lets SQL find overdue requests by one
 * cut-off on created_at: see quoteOverdueCutoff).
 */
export function quoteDueAt(createdAt: Date): Date {
  let due = new Date(createdAt.getTime());
  while (isWeekend(due)) due = new Date(startOfUtcDay(due).getTime() + DAY_MS);
  for (let counted = 0; counted < QUOTE_PROMISE_BUSINESS_DAYS;) {
    due = new Date(due.getTime() + DAY_MS);
    if (!isWeekend(due)) counted += 1;
  }
  return due;
}

/**
 * The cut-off on arrival time: at `now`, a new request is overdue exactly when it arrived before
 * this instant (quoteDueAt(createdAt) < now ⇔ createdAt < quoteOverdueCutoff(now)). The
 * inverse of quoteDueAt: due dates never fall on a weekend, so a weekend `now` counts as the
 * Saturday's first instant; then the promise's business days are walked back.
 */
export function quoteOverdueCutoff(now: Date): Date {
  let cutoff = isWeekend(now) ? startOfUtcDay(now) : new Date(now.getTime());
  // From a Sunday, the weekend began the day before.
  while (isWeekend(cutoff) && isWeekend(new Date(cutoff.getTime() - DAY_MS))) {
    cutoff = new Date(cutoff.getTime() - DAY_MS);
  }
  for (let counted = 0; counted < QUOTE_PROMISE_BUSINESS_DAYS;) {
    cutoff = new Date(cutoff.getTime() - DAY_MS);
    if (!isWeekend(cutoff)) counted += 1;
  }
  return cutoff;
}

/** A new request whose promised quote is late: the admin panel's "Overdue" badge. */
export function isQuoteOverdue(
  request: { readonly status: RequestStatus; readonly createdAt: Date },
  now: Date,
): boolean {
  return request.status === 'new' && quoteDueAt(request.createdAt).getTime() < now.getTime();
}
