import { WORKSHOP_TIME_ZONE } from './time-zone';

/**
 * A day of the workshop's calendar, `YYYY-MM-DD`. Due days, validity days and payment days
 * are such days, decided once here and answered as dates: a screen, a PDF or an email only
 * formats one, so a reader in Tokyo and the workshop in Pennsylvania name the same day.
 */
export type CalendarDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: WORKSHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The workshop's day at an instant: 2026-12-13 at 02:00 UTC is still Dec 12 in Lititz. */
export function workshopDay(at: Date): CalendarDay {
  return dayFormat.format(at);
}

/** `days` calendar days after `day` (before, when negative), whatever the clocks do between. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WORKSHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the workshop's clock is ahead of UTC at an instant (negative in America). */
function zoneOffsetMs(at: Date): number {
  const part = (type: string) =>
    Number(partsFormat.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a workshop day (midnight there; daylight saving changes at 2 am). */
export function dayStart(day: CalendarDay): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc));
  // The offset at the guess is the offset at that midnight, unless a change fell in between.
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess)));
}

/** A real calendar day written as `YYYY-MM-DD` (2026-02-31 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
