import { addDays, dayStart, workshopDay, type CalendarDay } from '../workshop/calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A quote is valid this long unless the workshop chooses another date. */
export const DEFAULT_VALIDITY_DAYS = 30;
/** The furthest a validity date may be set. */
export const MAX_VALIDITY_DAYS = 365;
/** An unanswered quote is reminded of this long before its validity ends. */
export const REMINDER_DAYS_BEFORE = 3;

/** A day of the workshop's calendar: a quote is valid through the whole of that day there. */
export type QuoteDate = CalendarDay;

/** The validity date a quote gets when the workshop leaves it as it is. */
export function defaultValidUntil(now: Date): QuoteDate {
  return addDays(workshopDay(now), DEFAULT_VALIDITY_DAYS);
}

/** The first moment a quote valid until `validUntil` is no longer valid: the next midnight. */
export function validityEnd(validUntil: QuoteDate): Date {
  return dayStart(addDays(validUntil, 1));
}

export function isExpired(validUntil: QuoteDate, now: Date): boolean {
  return now.getTime() >= validityEnd(validUntil).getTime();
}

/**
 * When an unanswered quote is reminded of: three days before its validity ends, or, for a
 * quote valid for less than that, a day after it was sent (never the moment it is sent).
 */
export function reminderDueAt(quotedAt: Date, validUntil: QuoteDate): Date {
  const threeDaysBefore = validityEnd(validUntil).getTime() - REMINDER_DAYS_BEFORE * DAY_MS;
  return new Date(Math.max(threeDaysBefore, quotedAt.getTime() + DAY_MS));
}

/** Why a chosen validity date cannot be used, or null when it can. */
export function validUntilProblem(validUntil: QuoteDate, now: Date): string | null {
  if (validUntil <= workshopDay(now)) return 'The quote must be valid until a future date.';
  if (validityEnd(validUntil).getTime() > now.getTime() + (MAX_VALIDITY_DAYS + 1) * DAY_MS) {
    return `A quote can be valid for at most ${MAX_VALIDITY_DAYS} days.`;
  }
  return null;
}
