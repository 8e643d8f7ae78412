import { useSyncExternalStore } from 'react';

/**
 * One value the page keeps for its whole life, read by any component and replaced by any
 * screen (every reader renders again): what `/` shows (it loads no query cache, its script
 * budget being what it is), the dialogs open on screen.
 */
export interface PageStore<T> {
  readonly get: () => T;
  readonly set: (value: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function pageStore<T>(initial: T): PageStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value, rendering again when it is replaced. */
export function usePageStore<T>(store: PageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
