import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSearchActive,
  SEARCH_DEBOUNCE_MS,
  searchTermOf,
  useDebouncedValue,
} from '../src/pages/admin/search';

// The matching itself (spec section 5: name, email, description, furniture type in any case,
// the phone as typed, no other field) runs on the server now: its cases are in
// packages/adapters/test/http/request-list-paging.test.ts, against PostgreSQL.

afterEach(() => {
  vi.useRealTimers();
});

describe('admin search, in the browser', () => {
  it('is active once the box holds something other than spaces', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive('   ')).toBe(false);
    expect(isSearchActive(' a ')).toBe(true);
  });

  it('sends the text trimmed, and nothing for a blank box', () => {
    expect(searchTermOf('  lee  ')).toBe('lee');
    expect(searchTermOf('   ')).toBe('');
    expect(searchTermOf('Ann Lee')).toBe('Ann Lee');
  });

  it('waits for a short pause in the typing, well inside the 100 ms budget', () => {
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThan(0);
    expect(SEARCH_DEBOUNCE_MS).toBeLessThanOrEqual(50);
  });

  it('searches at once after a pause, gathers a burst of keys into one, and clears at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    act(() => vi.advanceTimersByTime(1000));
    // The first key after a pause: no wait.
    rerender({ value: 'w' });
    expect(result.current).toBe('w');
    // A burst faster than the window (a paste, a held key): one search, after the last key.
    for (const typed of ['wa', 'wal', 'waln']) {
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
      rerender({ value: typed });
      expect(result.current).toBe('w');
    }
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('w');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('waln');
    // Typing at a person's pace (a key every 60 ms): every key searches at once.
    for (const typed of ['walnu', 'walnut']) {
      act(() => vi.advanceTimersByTime(60));
      rerender({ value: typed });
      expect(result.current).toBe(typed);
    }
    rerender({ value: '' });
    expect(result.current).toBe('');
  });
});
