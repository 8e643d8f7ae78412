import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, isCalendarDay, workshopDay } from '../src';

describe("the workshop's calendar", () => {
  it('names the day as Pennsylvania does, wherever the instant is read', () => {
    // 02:00 UTC on Dec 13 is 9 pm on Dec 12 in Lititz (and already Dec 13 in Tokyo).
    expect(workshopDay(new Date('2026-12-13T02:00:00Z'))).toBe('2026-12-12');
    expect(workshopDay(new Date('2026-12-13T05:00:00Z'))).toBe('2026-12-13');
    expect(workshopDay(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(workshopDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('adds calendar days across months, years and clock changes', () => {
    expect(addDays('2026-11-28', 14)).toBe('2026-12-12');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -3)).toBe('2026-03-07');
  });

  it('starts a day at midnight there, standard or daylight time', () => {
    expect(dayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('always: the start of a day is on that day, and a millisecond before is the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const day = addDays('2024-01-01', offset);
        const start = dayStart(day);
        expect(workshopDay(start)).toBe(day);
        expect(workshopDay(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
      }),
    );
  });

  it('knows a real day from a string that only looks like one', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
