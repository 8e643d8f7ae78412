import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PRICE_LIST, type PriceList } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import type { components } from './schema.gen';

export type PriceListVersion = components['schemas']['PriceListVersion'];

const PRICE_LIST_KEY = ['/api/price-list'] as const;
const HISTORY_KEY = ['/api/admin/price-list/history'] as const;

/** The element the server writes the current price list into, on every page it sends. */
export const SERVED_PRICE_LIST_ID = 'price-list';

/** The list the server wrote into the page; undefined outside a browser or without one. */
function servedPriceList(): PriceList | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_PRICE_LIST_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PriceList;
  } catch {
    return undefined;
  }
}

/**
 * The price list the wizard's indicative price is made from. The server writes the current
 * one into each page it sends, so the first price shown is already the right one and no
 * request is made; a page without it (a test, a dev server) prices with the shipped list.
 */
export function usePriceList(): PriceList {
  const query = useQuery({
    queryKey: PRICE_LIST_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/price-list'))).list as PriceList,
    initialData: () => servedPriceList() ?? DEFAULT_PRICE_LIST,
    staleTime: Infinity,
  });
  return query.data;
}

/** The owner's saved versions, newest first. */
export function usePriceListHistory(enabled: boolean) {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/price-list/history')),
    enabled,
  });
}

async function refreshPriceList(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY });
  await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
}

export function useSavePriceList({
  onSuccess,
  onError,
}: Callbacks<{ message: string }, PriceList> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceList) =>
      unwrap(api.PUT('/api/admin/price-list', { body: JSON.parse(JSON.stringify(body)) })),
    onSuccess: async (answer, body) => {
      await refreshPriceList(queryClient);
      onSuccess?.(answer, body);
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useRestorePriceList({
  onSuccess,
  onError,
}: Callbacks<{ message: string }, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.POST('/api/admin/price-list/history/{id}/restore', {
          params: { path: { id } },
        }),
      ),
    onSuccess: async (answer, id) => {
      await refreshPriceList(queryClient);
      onSuccess?.(answer, id);
    },
    onError: unlessSessionEnded(onError),
  });
}
