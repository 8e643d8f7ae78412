import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson } from './get-json';
import { SHOWCASE_KEY } from './query-keys';
import type { components } from './schema.gen';

export type PublicShowcase = components['schemas']['PublicShowcase'];

/** The element the server writes the landing's showcase into (adapters' profile-pages.ts). */
export const SERVED_SHOWCASE_ID = 'workshop-showcase';

/** The showcase the server wrote into the page; undefined outside a browser or without one. */
function servedShowcase(): PublicShowcase | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_SHOWCASE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicShowcase;
  } catch {
    return undefined;
  }
}

/** For the server's render of the landing: the showcase it renders with. */
export function seedShowcase(queryClient: QueryClient, showcase: PublicShowcase): void {
  queryClient.setQueryData(SHOWCASE_KEY, showcase);
}

/**
 * The landing's showcase (portfolio, published pieces, reviews). The server renders the landing
 * with it and writes it into the page, so the hydrating app starts from the same data and asks
 * for nothing; a page without it (the build's landing, a dev server) reads it once hydrated,
 * so the first paint waits for nothing.
 */
export function useShowcase() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return useQuery({
    queryKey: SHOWCASE_KEY,
    queryFn: () => getJson<PublicShowcase>('/api/showcase'),
    initialData: servedShowcase,
    staleTime: 60_000,
    enabled: hydrated,
  });
}
