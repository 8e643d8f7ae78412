import { useEffect, useRef, useState } from 'react';

/**
 * The search runs on the server (spec section 5's rule: name, email, description and furniture
 * type in any case, the phone as typed, and the request number). The browser only decides what
 * to send and when.
 */

/**
 * The search box's debounce window. A key pressed after a quiet spell of this long searches at
 * once (nothing is added to its keystroke-to-results time, budget 100 ms); keys closer together
 * than this (a paste, a held key, a burst faster than anyone types) are gathered into one search,
 * sent this long after the last of them. A request still in flight when the next one goes is
 * aborted, so the answers never arrive out of order.
 */
export const SEARCH_DEBOUNCE_MS = 40;

/** A search is active once the box holds something other than spaces. */
export function isSearchActive(query: string): boolean {
  return query.trim() !== '';
}

/** What is sent as `q`: the box's text trimmed (the server trims too); '' means no search. */
export function searchTermOf(query: string): string {
  return query.trim();
}

/**
 * `value`, debounced on both edges: at once after a quiet spell, else once it has stayed the same
 * for `delayMs`. Clearing the box is never delayed: the whole list comes back at once.
 */
export function useDebouncedValue(value: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const now = performance.now();
    const quiet = now - lastChange.current >= delayMs;
    lastChange.current = now;
    if (value === '' || quiet) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
