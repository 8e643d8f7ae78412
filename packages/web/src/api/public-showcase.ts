import { createContext, useContext, useEffect } from 'react';
import { pageStore, usePageStore } from '../lib/page-store';
import { servedJson } from '../lib/served-json';
import { getJson } from './get-json';
import type { components } from './schema.gen';

export type PublicShowcase = components['schemas']['PublicShowcase'];

/** The element the server writes the landing's showcase into (adapters' profile-pages.ts). */
export const SERVED_SHOWCASE_ID = 'workshop-showcase';

/** How long a showcase read is shown before the landing, shown again, reads it anew. */
const FRESH_MS = 60_000;

/** The showcase the server's render of the landing uses (see RenderedProfileProvider). */
const RenderedShowcase = createContext<PublicShowcase | undefined>(undefined);
export const RenderedShowcaseProvider = RenderedShowcase.Provider;

const current = pageStore<PublicShowcase | undefined>(servedJson(SERVED_SHOWCASE_ID));
/** When `current` was read; 0 when it must be read again. */
let readAt = current.get() ? Date.now() : 0;
let reading: Promise<void> | undefined;

/** Reads the showcase unless a fresh one is held or a read is under way; keeps it on a failure. */
function readIfOld(): Promise<void> {
  if (reading || Date.now() - readAt < FRESH_MS) return reading ?? Promise.resolve();
  reading = getJson<PublicShowcase>('/api/showcase')
    .then((showcase) => {
      current.set(showcase);
      readAt = Date.now();
    })
    .catch(() => undefined)
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** After the owner changed the portfolio, a piece or a review: the landing reads it again. */
export function forgetShowcase(): void {
  readAt = 0;
}

/**
 * The landing's showcase (portfolio, published pieces, reviews), undefined until read. The
 * server renders the landing with it and writes it into the page, so the hydrating app starts
 * from the same data and asks for nothing; a page without it (the build's landing, a dev
 * server) reads it once hydrated, so the first paint waits for nothing.
 */
export function useShowcase(): PublicShowcase | undefined {
  const rendered = useContext(RenderedShowcase);
  const live = usePageStore(current);
  useEffect(() => {
    if (!rendered) void readIfOld();
  }, [rendered]);
  return rendered ?? live;
}
