import { describe, expect, it } from 'vitest';
import {
  isQuoteOverdue,
  QUOTE_PROMISE_BUSINESS_DAYS,
  quoteDueAt,
  quoteOverdueCutoff,
} from '../src/request/quote-due';

// 2026-11-16 is a Monday.
const at = (iso: string) => new Date(iso);

describe('the quote promise in business days (spec section 9)', () => {
  it('is three business days', () => {
    expect(QUOTE_PROMISE_BUSINESS_DAYS).toBe(3);
  });

  it.each([
    ['Monday', '2026-11-16T10:00:00Z', '2026-11-19T10:00:00.000Z'],
    ['Wednesday, over the weekend', '2026-11-18T10:00:00Z', '2026-11-23T10:00:00.000Z'],
    ['Friday, skipping Saturday and Sunday', '2026-11-20T10:00:00Z', '2026-11-25T10:00:00.000Z'],
    ['Saturday, counted from Monday morning', '2026-11-21T10:00:00Z', '2026-11-26T00:00:00.000Z'],
    ['Sunday, counted from Monday morning', '2026-11-22T23:59:00Z', '2026-11-26T00:00:00.000Z'],
  ])('a request sent on %s is due three business days later', (_day, sent, due) => {
    expect(quoteDueAt(at(sent)).toISOString()).toBe(due);
  });

  it('marks only new requests past their due time as overdue', () => {
    const createdAt = at('2026-11-20T10:00:00Z'); // Friday; due Wednesday 10:00
    expect(isQuoteOverdue({ status: 'new', createdAt }, at('2026-11-25T10:00:00Z'))).toBe(false);
    expect(isQuoteOverdue({ status: 'new', createdAt }, at('2026-11-25T10:00:01Z'))).toBe(true);
    // Monday, though four calendar days have gone by: the weekend does not count.
    expect(isQuoteOverdue({ status: 'new', createdAt }, at('2026-11-24T09:00:00Z'))).toBe(false);
    for (const status of ['quoted', 'in_progress', 'completed', 'declined'] as const) {
      expect(isQuoteOverdue({ status, createdAt }, at('2026-12-25T00:00:00Z'))).toBe(false);
    }
  });

  it('finds overdue requests by one cut-off on the arrival time, at any moment of the week', () => {
    // Every arrival on a 20-minute grid over three weeks, against "now" every 7 hours and 13
    // minutes over the two weeks after: the cut-off agrees with the due date every time.
    const start = at('2026-11-09T00:00:00Z').getTime();
    const mismatches: string[] = [];
    for (let n = 0; n < 48; n += 1) {
      const now = new Date(start + 7 * 24 * 3600_000 + n * (7 * 3600_000 + 13 * 60_000));
      const cutoff = quoteOverdueCutoff(now).getTime();
      for (let t = start; t < start + 21 * 24 * 3600_000; t += 20 * 60_000) {
        const createdAt = new Date(t);
        const overdue = isQuoteOverdue({ status: 'new', createdAt }, now);
        if (overdue !== t < cutoff) {
          mismatches.push(`${createdAt.toISOString()} at ${now.toISOString()}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('puts the cut-off three business days back, a weekend "now" counting from Saturday 00:00', () => {
    expect(quoteOverdueCutoff(at('2026-11-25T10:00:00Z')).toISOString()).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(quoteOverdueCutoff(at('2026-11-28T15:00:00Z')).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
    expect(quoteOverdueCutoff(at('2026-11-29T15:00:00Z')).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });
});
