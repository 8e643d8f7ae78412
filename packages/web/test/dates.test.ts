import { describe, expect, it } from 'vitest';
import { formatWorkshopDate } from '../src/lib/dates';

describe("an invoice's due day", () => {
  it("is the workshop's calendar day, as its emails name it, wherever the browser is", () => {
    // 03:00 UTC on December 12 is still the evening of December 11 at the workshop (New York).
    expect(formatWorkshopDate('2026-12-12T03:00:00.000Z')).toBe('Dec 11, 2026');
    expect(formatWorkshopDate('2026-12-12T15:00:00.000Z')).toBe('Dec 12, 2026');
    expect(formatWorkshopDate(null)).toBe('');
  });
});
