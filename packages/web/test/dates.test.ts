import { describe, expect, it } from 'vitest';
import { formatDay } from '../src/lib/dates';

describe('formatDay', () => {
  it('formats the day the server decided, never moving it to the reader’s zone', () => {
    expect(formatDay('2026-12-12')).toBe('Dec 12, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
