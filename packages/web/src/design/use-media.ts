import { useSyncExternalStore } from 'react';

/**
 * Whether a media query (from media.ts) matches now, kept up to date. For what CSS cannot do
 * alone: the wizard's drawing is laid out for the room it has.
 */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
