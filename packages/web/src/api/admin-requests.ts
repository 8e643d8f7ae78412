import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap, type JsonBody } from './client';
import { withIdempotencyKey } from './idempotency-key';
import {
  paymentsKey,
  quotesKey,
  REQUEST_PAGES_PREFIX,
  REQUESTS_KEY,
  UNREAD_COUNTS_PREFIX,
} from './query-keys';
import type { components } from './schema.gen';

/** One furniture request as GET /api/furniture-requests answers it to the workshop. */
export type AdminRequest = components['schemas']['AdminRequest'];

/** One page of the workshop's list, with the tabs' figures. */
export type RequestPage = components['schemas']['RequestPage'];
/** A request as a page lists it: with whether its quote is overdue. */
export type ListedRequest = RequestPage['requests'][number];
export type RequestSort = RequestPage['sort'];
export type StatusCounts = components['schemas']['StatusCounts'];

/** What the panel asks the server for: one tab, a search, an order, and where the page starts. */
export interface RequestPageParams {
  readonly status: components['schemas']['RequestStatus'];
  readonly sort: RequestSort;
  /** Trimmed; empty for no search. */
  readonly search: string;
  readonly cursor: string | null;
}

/** A design of a request (the customer's, or a quote version's), with where it comes from. */
export type RequestDesign = components['schemas']['Design'];

/** The design a request is to be built to, and the one its customer sent. */
export interface RequestDesigns {
  /** Signed, else the customer's, else the quote's; null for none. */
  readonly design: RequestDesign | null;
  /** The customer's wizard design as sent: history once a signed version replaces it. */
  readonly requestDesign: RequestDesign | null;
}

/**
 * A request's designs, under the request list's key, for the request as the list last read it:
 * a quote, a new version or a signature makes another key, so the design in force is read again
 * then and only then.
 */
export const requestDesignKey = (
  request: Pick<AdminRequest, 'id' | 'status' | 'quotedAt' | 'quoteApproved'>,
) =>
  [
    '/api/furniture-requests',
    request.id,
    'design',
    `${request.status}:${request.quotedAt ?? ''}:${request.quoteApproved}`,
  ] as const;

/** The workshop's pages, by tab, search, order and cursor. */
export const requestPageKey = (params: RequestPageParams) =>
  [...REQUEST_PAGES_PREFIX, params] as [string, string, RequestPageParams];

/** One page; a newer keystroke aborts the request for the older one (the signal). */
export async function getRequestPage(
  params: RequestPageParams,
  signal?: AbortSignal,
): Promise<RequestPage> {
  return unwrap(
    api.GET('/api/admin/furniture-requests', {
      params: {
        query: {
          status: params.status,
          sort: params.sort,
          ...(params.search ? { q: params.search } : {}),
          ...(params.cursor ? { cursor: params.cursor } : {}),
        },
      },
      signal,
    }),
  );
}

/**
 * The panel's page. While the next one loads (another tab, a search, the next page) the last
 * one stays on screen, marked busy, rather than flashing "Loading"; read again on every visit.
 */
export function useRequestPage(params: RequestPageParams) {
  return useQuery({
    queryKey: requestPageKey(params),
    queryFn: ({ signal }) => getRequestPage(params, signal),
    // The tab's previous page (or search, or order) stays up while the next loads; another tab's
    // never stands in for this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.status === params.status ? keepPreviousData(previous) : undefined,
    refetchOnMount: 'always',
  });
}

/** The design in force of a request and the customer's own. */
export async function getRequestDesigns(id: number): Promise<RequestDesigns> {
  const body = await unwrap(
    api.GET('/api/furniture-requests/{id}/design', { params: { path: { id } } }),
  );
  return { design: body.design, requestDesign: body.requestDesign };
}

/**
 * A request's designs, read when the card's details or the quote dialog need them (`enabled`),
 * once for each state of its quote (see requestDesignKey).
 */
export function useRequestDesign(request: AdminRequest, enabled: boolean) {
  return useQuery({
    queryKey: requestDesignKey(request),
    queryFn: () => getRequestDesigns(request.id),
    enabled,
  });
}

/**
 * One request as the server has it now, read each time a dialog that acts on it opens (`enabled`):
 * the page it was opened from may be older than another admin's change.
 */
export function useCurrentRequest(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/furniture-requests', id, 'current'] as const,
    queryFn: async () => {
      const body = await unwrap(
        api.GET('/api/furniture-requests/{id}', { params: { path: { id } } }),
      );
      return body.request;
    },
    enabled,
    refetchOnMount: 'always',
  });
}

export type QuoteInput = { readonly id: number } & JsonBody<
  '/api/furniture-requests/{id}/quote',
  'post'
>;

export function provideQuote({ id, ...quote }: QuoteInput) {
  return withIdempotencyKey(`POST /api/furniture-requests/${id}/quote`, quote, (header) =>
    unwrap(
      api.POST('/api/furniture-requests/{id}/quote', {
        params: { path: { id }, header },
        body: quote,
      }),
    ),
  );
}

/** The only status change the panel offers: in progress to completed, with optional notes. */
export function markCompleted({ id, notes }: { id: number; notes: string }) {
  return unwrap(
    api.PATCH('/api/furniture-requests/{id}/status', {
      params: { path: { id } },
      // The spec's body is { status, notes }: notes go as typed, empty when none (the server reads
      // an empty note as none).
      body: { status: 'completed', notes: notes.trim() },
    }),
  );
}

export function updateAdminNotes({ id, adminNotes }: { id: number; adminNotes: string }) {
  return unwrap(
    api.PATCH('/api/furniture-requests/{id}/admin-notes', {
      params: { path: { id } },
      body: { adminNotes },
    }),
  );
}

export function deleteRequest(id: number) {
  return unwrap(api.DELETE('/api/furniture-requests/{id}', { params: { path: { id } } }));
}

/** After every write the list and the unread counts are read again (spec section 4). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: REQUEST_PAGES_PREFIX }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

// A failed quote, status change or delete refreshes too: the project may have changed under us
// (another admin, the customer).

export function useProvideQuote({ onSuccess, onError }: Callbacks<unknown, QuoteInput> = {}) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const refreshQuotes = (id: number) => queryClient.invalidateQueries({ queryKey: quotesKey(id) });
  return useMutation({
    mutationFn: provideQuote,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await Promise.all([refresh(), refreshQuotes(input.id)]);
    },
    onError: async (cause, input) => {
      unlessSessionEnded(onError)(cause, input);
      await Promise.all([refresh(), refreshQuotes(input.id)]);
    },
  });
}

export function useMarkCompleted({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; notes: string }> = {}) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCompleted,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      // Completion issues the balance invoice.
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: paymentsKey(input.id) }),
      ]);
    },
    onError: async (cause, input) => {
      unlessSessionEnded(onError)(cause, input);
      await refresh();
    },
  });
}

export function useUpdateAdminNotes({
  onSuccess,
  onError,
}: Callbacks<unknown, { id: number; adminNotes: string }> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: updateAdminNotes,
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await refresh();
    },
    onError: unlessSessionEnded(onError),
  });
}

export function useDeleteRequest({ onSuccess, onError }: Callbacks<unknown, number> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: async (data, id) => {
      onSuccess?.(data, id);
      await refresh();
    },
    onError: async (cause, id) => {
      unlessSessionEnded(onError)(cause, id);
      await refresh();
    },
  });
}
